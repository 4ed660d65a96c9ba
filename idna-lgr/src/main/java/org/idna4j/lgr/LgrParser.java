package org.idna4j.lgr;

import com.ibm.icu.text.UnicodeSet;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an RFC 7940 document with StAX into an {@link Lgr}, checking every constraint of the
 * RFC and its schema (Appendix D) that the model relies on. Any violation aborts the whole load
 * with an {@link LgrFormatException} naming the line and column.
 *
 * <p>Hostile documents: DTDs (and with them every entity declaration and external entity) are
 * refused, so entity expansion cannot happen at all; rules are compiled under {@link Nfa#MAX_WORK}.
 */
final class LgrParser {

    /** RFC 7940 §4: the namespace of every LGR element. */
    static final String NS = "urn:ietf:params:xml:ns:lgr-1.0";

    private static final int ABSENT = -1;
    private static final java.util.regex.Pattern WHITESPACE = java.util.regex.Pattern.compile("\\s+");
    private static final java.util.regex.Pattern COUNT =
            java.util.regex.Pattern.compile("([0-9]{1,6})(\\+|:([0-9]{1,6}))?");

    private final XMLStreamReader r;

    private String version;
    private String date;
    private final List<String> languages = new ArrayList<>();
    private final List<String> scopes = new ArrayList<>();
    private String validityStart;
    private String validityEnd;
    private String unicodeVersion;
    private String description;

    private final List<CharDraft> chars = new ArrayList<>();
    private final Set<String> seenSequences = new HashSet<>();
    private Map<String, UnicodeSet> tagSets;
    private final Map<String, UnicodeSet> classes = new HashMap<>();
    private final Map<String, RuleNode> ruleNodes = new HashMap<>();
    private final Map<String, CompiledRule> rules = new HashMap<>();
    private final List<CompiledRule> ruleList = new ArrayList<>();
    private final List<ActionDraft> actionDrafts = new ArrayList<>();

    private LgrParser(XMLStreamReader r) {
        this.r = r;
    }

    /** A char or range before its context rules are resolved. */
    private record CharDraft(int[] cps, int first, int last, String when, String notWhen, String[] tags,
            List<VarDraft> vars, int line, int col) {
    }

    private record VarDraft(int[] cps, String type, String when, String notWhen, int line, int col) {
    }

    private record ActionDraft(String disp, String rule, boolean notMatch, Action.Trigger trigger,
            Set<String> types, int line, int col) {
    }

    static Lgr parse(InputStream in) throws LgrFormatException {
        XMLInputFactory f = XMLInputFactory.newDefaultFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        XMLStreamReader reader = null;
        try {
            reader = f.createXMLStreamReader(in);
            return new LgrParser(reader).document();
        } catch (XMLStreamException e) {
            Location loc = e.getLocation();
            String msg = e.getMessage();
            int cut = msg == null ? -1 : msg.indexOf("Message: ");
            String reason = "not well-formed XML: " + (cut >= 0 ? msg.substring(cut + 9) : msg);
            throw new LgrFormatException(reason, loc == null ? -1 : loc.getLineNumber(),
                    loc == null ? -1 : loc.getColumnNumber());
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // nothing left to release
                }
            }
        }
    }

    // ---- document structure (RFC 7940 §4) ----

    private Lgr document() throws XMLStreamException, LgrFormatException {
        if (!nextChild()) {
            throw error("no root element");
        }
        expect("lgr");
        attributes();
        int stage = 0;
        while (nextChild()) {
            String n = name();
            if (n.equals("meta") && stage == 0) {
                stage = 1;
                meta();
            } else if (n.equals("data") && stage <= 1) {
                stage = 2;
                data();
            } else if (n.equals("rules") && stage == 2) {
                stage = 3;
                rulesSection();
            } else {
                throw error("unexpected <" + n + "> in <lgr> (RFC 7940 §4: meta, data, rules in this order)");
            }
        }
        if (stage < 2) {
            throw error("missing <data> (RFC 7940 §4)");
        }
        if (tagSets == null) {
            tagSets = tagSets();
        }
        return build();
    }

    private void meta() throws XMLStreamException, LgrFormatException {
        attributes();
        while (nextChild()) {
            String n = name();
            switch (n) {
                case "version" -> {
                    attributes("comment");
                    version = simpleText();
                }
                case "date" -> {
                    attributes();
                    date = simpleText();
                }
                case "language" -> {
                    attributes();
                    languages.add(simpleText());
                }
                case "scope" -> {
                    attributes("type");
                    scopes.add(simpleText());
                }
                case "validity-start" -> {
                    attributes();
                    validityStart = simpleText();
                }
                case "validity-end" -> {
                    attributes();
                    validityEnd = simpleText();
                }
                case "unicode-version" -> {
                    attributes();
                    unicodeVersion = simpleText();
                    if (!unicodeVersion.matches("[0-9]+\\.[0-9]+\\.[0-9]+")) {
                        throw error("unicode-version must be x.y.z (RFC 7940 §4.3.6)");
                    }
                }
                case "description" -> {
                    attributes("type");
                    description = mixedText();
                }
                case "references" -> {
                    attributes();
                    while (nextChild()) {
                        expect("reference");
                        attributes("id", "comment");
                        simpleText();
                    }
                }
                default -> throw error("unexpected <" + n + "> in <meta> (RFC 7940 §4.3)");
            }
        }
    }

    // ---- data (RFC 7940 §5) ----

    private void data() throws XMLStreamException, LgrFormatException {
        attributes();
        while (nextChild()) {
            int line = line();
            int col = col();
            String n = name();
            if (n.equals("char")) {
                Map<String, String> a = attributes("cp", "when", "not-when", "tag", "ref", "comment");
                int[] cps = codePoints(required(a, "cp"), false);
                String[] tags = tags(a.get("tag"));
                if (cps.length > 1 && tags.length > 0) {
                    throw error("a sequence cannot carry tags (RFC 7940 §5.5)");
                }
                String key = new String(cps, 0, cps.length);
                if (!seenSequences.add(key)) {
                    throw error("duplicate char " + hex(cps) + " (RFC 7940 §5.1)");
                }
                contexts(a);
                List<VarDraft> vars = new ArrayList<>();
                Set<String> seenVars = new HashSet<>();
                while (nextChild()) {
                    expect("var");
                    Map<String, String> va = attributes("cp", "type", "when", "not-when", "ref", "comment");
                    int[] vcps = codePoints(required(va, "cp"), true);
                    if (!seenVars.add(new String(vcps, 0, vcps.length))) {
                        throw error("duplicate variant " + hex(vcps) + " of " + hex(cps) + " (RFC 7940 §5.3)");
                    }
                    contexts(va);
                    String type = va.get("type");
                    if (type != null && (type.isEmpty() || type.contains(" "))) {
                        throw error("a variant type is one token (RFC 7940 §5.3.2)");
                    }
                    vars.add(new VarDraft(vcps, type, va.get("when"), va.get("not-when"), line(), col()));
                    endOfEmpty();
                }
                chars.add(new CharDraft(cps, cps[0], cps[0], a.get("when"), a.get("not-when"), tags, vars, line, col));
            } else if (n.equals("range")) {
                Map<String, String> a = attributes("first-cp", "last-cp", "when", "not-when", "tag", "ref",
                        "comment");
                int first = codePoint(required(a, "first-cp"));
                int last = codePoint(required(a, "last-cp"));
                if (first > last) {
                    throw error("range first-cp is after last-cp (RFC 7940 §5.4)");
                }
                contexts(a);
                String[] tags = tags(a.get("tag"));
                if (nextChild()) {
                    throw error("<range> cannot have child elements such as <" + name()
                            + "> (RFC 7940 §5.4: a range has no variants)");
                }
                chars.add(new CharDraft(null, first, last, a.get("when"), a.get("not-when"), tags, List.of(), line,
                        col));
            } else {
                throw error("unexpected <" + n + "> in <data> (RFC 7940 §5)");
            }
        }
        checkOverlaps();
    }

    /** RFC 7940 §5.1, §5.4: a code point is defined once, by a char or by one range. */
    private void checkOverlaps() throws LgrFormatException {
        List<CharDraft> rs = new ArrayList<>();
        for (CharDraft c : chars) {
            if (c.cps == null) {
                rs.add(c);
            }
        }
        rs.sort((a, b) -> Integer.compare(a.first, b.first));
        for (int i = 1; i < rs.size(); i++) {
            if (rs.get(i).first <= rs.get(i - 1).last) {
                throw new LgrFormatException("range overlaps an earlier range (RFC 7940 §5.4)", rs.get(i).line,
                        rs.get(i).col);
            }
        }
        for (CharDraft c : chars) {
            if (c.cps != null && c.cps.length == 1) {
                for (CharDraft range : rs) {
                    if (c.first >= range.first && c.first <= range.last) {
                        throw new LgrFormatException("char " + hex(c.cps) + " is also in a range (RFC 7940 §5.4)",
                                c.line, c.col);
                    }
                }
            }
        }
    }

    private void contexts(Map<String, String> a) throws LgrFormatException {
        if (a.containsKey("when") && a.containsKey("not-when")) {
            throw error("when and not-when on one element (RFC 7940 §5.2)");
        }
    }

    private String[] tags(String value) throws LgrFormatException {
        if (value == null) {
            return new String[0];
        }
        String[] t = WHITESPACE.split(value.trim());
        if (t.length == 1 && t[0].isEmpty()) {
            return new String[0];
        }
        if (t.length > 1 && new HashSet<>(Arrays.asList(t)).size() != t.length) {
            throw error("duplicate tag in \"" + value + "\" (RFC 7940 §5.5)");
        }
        return t;
    }

    /** Builds the from-tag sets (RFC 7940 §6.2.2) once data is complete. */
    private Map<String, UnicodeSet> tagSets() {
        Map<String, UnicodeSet> m = new HashMap<>();
        for (CharDraft c : chars) {
            for (String t : c.tags) {
                m.computeIfAbsent(t, k -> new UnicodeSet()).add(c.first, c.last);
            }
        }
        for (UnicodeSet s : m.values()) {
            s.freeze();
        }
        return m;
    }

    // ---- rules (RFC 7940 §6, §7) ----

    private void rulesSection() throws XMLStreamException, LgrFormatException {
        attributes();
        tagSets = tagSets();
        while (nextChild()) {
            String n = name();
            switch (n) {
                case "class", "union", "complement", "intersection", "difference", "symmetric-difference" -> {
                    int line = line();
                    int col = col();
                    String[] name = new String[1];
                    UnicodeSet set = classOrSet(true, name, null);
                    if (classes.containsKey(name[0])) {
                        throw new LgrFormatException("duplicate class name \"" + name[0] + "\" (RFC 7940 §6.2)",
                                line, col);
                    }
                    classes.put(name[0], set);
                }
                case "rule" -> topRule();
                case "action" -> action();
                default -> throw error("unexpected <" + n + "> in <rules> (RFC 7940 §6)");
            }
        }
    }

    /**
     * Reads a class or set operator (RFC 7940 §6.2). {@code top}: a named definition; otherwise
     * nested or inside a rule, where {@code count} receives the count attribute when non-null.
     */
    private UnicodeSet classOrSet(boolean top, String[] nameOut, String[] count)
            throws XMLStreamException, LgrFormatException {
        String n = name();
        Map<String, String> a = n.equals("class")
                ? attributes("name", "by-ref", "from-tag", "property", "ref", "comment", "count")
                : attributes("name", "ref", "comment", "count");
        if (top != a.containsKey("name")) {
            throw error(top ? "a class defined in <rules> needs a name (RFC 7940 §6.2.1)"
                    : "only classes defined directly in <rules> have a name (RFC 7940 §6.2.1)");
        }
        if (top) {
            nameOut[0] = a.get("name");
        }
        if (a.containsKey("count")) {
            if (count == null) {
                throw error("count is only allowed on a class used in a rule (RFC 7940 §6.3.5)");
            }
            count[0] = a.get("count");
        }
        UnicodeSet set;
        if (n.equals("class")) {
            int kinds = (a.containsKey("by-ref") ? 1 : 0) + (a.containsKey("from-tag") ? 1 : 0)
                    + (a.containsKey("property") ? 1 : 0);
            if (kinds > 1) {
                throw error("a class has one of by-ref, from-tag, property or a code point list (RFC 7940 §6.2)");
            }
            if (a.containsKey("by-ref")) {
                if (top) {
                    throw error("a class definition cannot be a by-ref (RFC 7940 §6.2.1)");
                }
                set = classes.get(a.get("by-ref"));
                if (set == null) {
                    throw error("class by-ref=\"" + a.get("by-ref")
                            + "\" is not defined before this point (RFC 7940 §6.2.1)");
                }
                endOfEmpty();
            } else if (a.containsKey("from-tag")) {
                set = tagSets.getOrDefault(a.get("from-tag"), new UnicodeSet().freeze());
                endOfEmpty();
            } else if (a.containsKey("property")) {
                set = property(a.get("property"));
                endOfEmpty();
            } else {
                set = codePointSet(simpleText());
            }
        } else {
            List<UnicodeSet> parts = new ArrayList<>();
            while (nextChild()) {
                String c = name();
                if (!c.equals("class") && !c.equals("union") && !c.equals("complement") && !c.equals("intersection")
                        && !c.equals("difference") && !c.equals("symmetric-difference")) {
                    throw error("unexpected <" + c + "> in <" + n + "> (RFC 7940 §6.2.4)");
                }
                parts.add(classOrSet(false, null, null));
            }
            set = setOperation(n, parts);
        }
        return set;
    }

    /** RFC 7940 §6.2.4: the operators and their operand counts; complement is over all of Unicode. */
    private UnicodeSet setOperation(String op, List<UnicodeSet> parts) throws LgrFormatException {
        int k = parts.size();
        UnicodeSet s;
        switch (op) {
            case "complement" -> {
                if (k != 1) {
                    throw error("<complement> takes exactly one operand (RFC 7940 §6.2.4)");
                }
                s = new UnicodeSet(0, 0x10FFFF).removeAll(parts.get(0));
            }
            case "union", "intersection" -> {
                if (k < 2) {
                    throw error("<" + op + "> takes two or more operands (RFC 7940 §6.2.4)");
                }
                s = new UnicodeSet(parts.get(0));
                for (int i = 1; i < k; i++) {
                    if (op.equals("union")) {
                        s.addAll(parts.get(i));
                    } else {
                        s.retainAll(parts.get(i));
                    }
                }
            }
            default -> {
                if (k != 2) {
                    throw error("<" + op + "> takes exactly two operands (RFC 7940 §6.2.4)");
                }
                s = new UnicodeSet(parts.get(0));
                if (op.equals("difference")) {
                    s.removeAll(parts.get(1));
                } else {
                    UnicodeSet both = new UnicodeSet(parts.get(0)).retainAll(parts.get(1));
                    s.addAll(parts.get(1)).removeAll(both);
                }
            }
        }
        return s.freeze();
    }

    /**
     * RFC 7940 §6.2.3: {@code property="gc:Mn"}, looked up in ICU4J's Unicode data (which may be
     * newer than the LGR's unicode-version; {@link LgrInfo} reports the difference).
     */
    private UnicodeSet property(String p) throws LgrFormatException {
        int colon = p.indexOf(':');
        if (colon <= 0 || colon == p.length() - 1 || !p.matches("[A-Za-z0-9_]+:[A-Za-z0-9_ .-]+")) {
            throw error("property must be name:value, e.g. gc:Mn (RFC 7940 §6.2.3)");
        }
        try {
            return new UnicodeSet().applyPropertyAlias(p.substring(0, colon), p.substring(colon + 1)).freeze();
        } catch (IllegalArgumentException e) {
            throw error("unknown Unicode property " + p + " (RFC 7940 §6.2.3)");
        }
    }

    /** RFC 7940 §6.2.1: a class body lists code points and ranges {@code XXXX-YYYY}. */
    private UnicodeSet codePointSet(String text) throws LgrFormatException {
        UnicodeSet s = new UnicodeSet();
        String t = text.trim();
        if (!t.isEmpty()) {
            for (String item : t.split("\\s+")) {
                int dash = item.indexOf('-');
                if (dash >= 0) {
                    int a = codePoint(item.substring(0, dash));
                    int b = codePoint(item.substring(dash + 1));
                    if (a > b) {
                        throw error("class range " + item + " is reversed (RFC 7940 §6.2.1)");
                    }
                    s.add(a, b);
                } else {
                    s.add(codePoint(item));
                }
            }
        }
        return s.freeze();
    }

    private void topRule() throws XMLStreamException, LgrFormatException {
        int line = line();
        int col = col();
        Map<String, String> a = attributes("name", "ref", "comment");
        String name = required(a, "name");
        if (rules.containsKey(name)) {
            throw error("duplicate rule name \"" + name + "\" (RFC 7940 §6.3)");
        }
        RuleNode node = ruleBody();
        CompiledRule compiled;
        try {
            if (node instanceof RuleNode.Positional pos) {
                int k = pos.alternatives.size();
                Nfa[] lb = new Nfa[k];
                Nfa[] la = new Nfa[k];
                for (int i = 0; i < k; i++) {
                    RuleNode[] alt = pos.alternatives.get(i);
                    lb[i] = alt[0] == null ? null : Nfa.compile(alt[0], false);
                    la[i] = alt[1] == null ? null : Nfa.compile(alt[1], true);
                }
                compiled = new CompiledRule(name, ruleList.size(), lb, la, true);
            } else {
                compiled = new CompiledRule(name, ruleList.size(), Nfa.compile(node, false), Nfa.compile(node, true));
            }
        } catch (Nfa.TooLargeException e) {
            throw new LgrFormatException("rule \"" + name + "\": " + e.getMessage()
                    + " (nested counts; RFC 7940 §6.3.5)", line, col);
        }
        ruleNodes.put(name, node);
        rules.put(name, compiled);
        ruleList.add(compiled);
    }

    /**
     * Reads the children of a {@code <rule>}: either non-positional match operators (a
     * {@link RuleNode.Seq}) or {@code [look-behind] <anchor/> [look-ahead]} (RFC 7940 §6.4), or
     * a single choice of context rules (a {@link RuleNode.Positional}).
     */
    private RuleNode ruleBody() throws XMLStreamException, LgrFormatException {
        List<RuleNode> items = new ArrayList<>();
        RuleNode behind = null;
        RuleNode ahead = null;
        int state = 0; // 0 nothing positional yet, 1 look-behind seen, 2 anchor seen, 3 look-ahead seen
        while (nextChild()) {
            String n = name();
            if (n.equals("look-behind") || n.equals("anchor") || n.equals("look-ahead")) {
                int want = n.equals("look-behind") ? 1 : n.equals("anchor") ? 2 : 3;
                if (!items.isEmpty() || want <= state || (want == 3 && state < 2)) {
                    throw error("a context rule is [look-behind] anchor [look-ahead] and nothing else (RFC 7940 §6.4)");
                }
                state = want;
                attributes("comment");
                if (want == 2) {
                    endOfEmpty();
                } else {
                    List<RuleNode> inner = new ArrayList<>();
                    while (nextChild()) {
                        inner.add(nonPositional(matcher()));
                    }
                    RuleNode seq = new RuleNode.Seq(inner);
                    if (want == 1) {
                        behind = seq;
                    } else {
                        ahead = seq;
                    }
                }
            } else {
                if (state != 0) {
                    throw error("a context rule is [look-behind] anchor [look-ahead] and nothing else (RFC 7940 §6.4)");
                }
                items.add(matcher());
            }
        }
        if (state == 1) {
            throw error("a look-behind must be followed by <anchor/> (RFC 7940 §6.4)");
        }
        if (state != 0) {
            List<RuleNode[]> alts = new ArrayList<>();
            alts.add(new RuleNode[] {behind, ahead});
            return new RuleNode.Positional(alts);
        }
        if (items.size() == 1 && items.get(0) instanceof RuleNode.Positional) {
            return items.get(0);
        }
        for (RuleNode item : items) {
            nonPositional(item);
        }
        return new RuleNode.Seq(items);
    }

    private RuleNode nonPositional(RuleNode node) throws LgrFormatException {
        if (node instanceof RuleNode.Positional) {
            throw error("a context rule (with <anchor/>) can only stand alone or in a choice of context rules"
                    + " (RFC 7940 §6.4)");
        }
        return node;
    }

    /** Reads one non-positional match operator (RFC 7940 §6.3). */
    private RuleNode matcher() throws XMLStreamException, LgrFormatException {
        String n = name();
        String[] count = new String[1];
        RuleNode node;
        switch (n) {
            case "start" -> {
                attributes("comment");
                endOfEmpty();
                return RuleNode.Start.INSTANCE;
            }
            case "end" -> {
                attributes("comment");
                endOfEmpty();
                return RuleNode.End.INSTANCE;
            }
            case "char" -> {
                Map<String, String> a = attributes("cp", "count", "comment", "ref");
                count[0] = a.get("count");
                node = new RuleNode.Literal(codePoints(required(a, "cp"), false));
                endOfEmpty();
            }
            case "any" -> {
                Map<String, String> a = attributes("count", "comment");
                count[0] = a.get("count");
                node = new RuleNode.OneOf(ANY);
                endOfEmpty();
            }
            case "choice" -> {
                Map<String, String> a = attributes("count", "comment");
                count[0] = a.get("count");
                List<RuleNode> alts = new ArrayList<>();
                while (nextChild()) {
                    alts.add(matcher());
                }
                if (alts.size() < 2) {
                    throw error("<choice> needs two or more alternatives (RFC 7940 §6.3.4)");
                }
                int positional = 0;
                List<RuleNode[]> contexts = new ArrayList<>();
                for (RuleNode alt : alts) {
                    if (alt instanceof RuleNode.Positional pos) {
                        positional++;
                        contexts.addAll(pos.alternatives);
                    }
                }
                if (positional == alts.size()) {
                    if (count[0] != null) {
                        throw error("count on a choice of context rules (RFC 7940 §6.3.5)");
                    }
                    return new RuleNode.Positional(contexts);
                }
                for (RuleNode alt : alts) {
                    nonPositional(alt);
                }
                node = new RuleNode.Alt(alts);
            }
            case "class", "union", "complement", "intersection", "difference", "symmetric-difference" ->
                node = new RuleNode.OneOf(classOrSet(false, null, count));
            case "rule" -> {
                Map<String, String> a = attributes("by-ref", "count", "comment", "ref");
                count[0] = a.get("count");
                if (a.containsKey("by-ref")) {
                    String ref = a.get("by-ref");
                    node = ruleNodes.get(ref);
                    if (node == null) {
                        throw error("rule by-ref=\"" + ref + "\" is not defined before this point (RFC 7940 §6.3)");
                    }
                    endOfEmpty();
                } else {
                    node = ruleBody();
                }
                if (node instanceof RuleNode.Positional && count[0] != null) {
                    throw error("count on a context rule (RFC 7940 §6.3.5)");
                }
            }
            case "anchor", "look-behind", "look-ahead" ->
                throw error("<" + n + "> only directly in a named context rule (RFC 7940 §6.4)");
            default -> throw error("unexpected <" + n + "> in a rule (RFC 7940 §6.3)");
        }
        return count[0] == null ? node : repeat(node, count[0]);
    }

    private static final UnicodeSet ANY = new UnicodeSet(0, 0x10FFFF).freeze();

    /** RFC 7940 §6.3.5: {@code n}, {@code n+} or {@code n:m} with n &lt;= m. */
    private RuleNode repeat(RuleNode node, String count) throws LgrFormatException {
        java.util.regex.Matcher m = COUNT.matcher(count);
        if (!m.matches()) {
            throw error("bad count \"" + count + "\": n, n+ or n:m (RFC 7940 §6.3.5)");
        }
        int min = Integer.parseInt(m.group(1));
        int max;
        if (m.group(2) == null) {
            max = min;
        } else if (m.group(2).equals("+")) {
            max = -1;
        } else {
            max = Integer.parseInt(m.group(3));
            if (max < min) {
                throw error("bad count \"" + count + "\": n > m (RFC 7940 §6.3.5)");
            }
        }
        return new RuleNode.Repeat(node, min, max);
    }

    private void action() throws XMLStreamException, LgrFormatException {
        int line = line();
        int col = col();
        Map<String, String> a = attributes("disp", "match", "not-match", "any-variant", "all-variants",
                "only-variants", "ref", "comment");
        String disp = required(a, "disp");
        if (a.containsKey("match") && a.containsKey("not-match")) {
            throw error("match and not-match on one action (RFC 7940 §7.1)");
        }
        int triggers = (a.containsKey("any-variant") ? 1 : 0) + (a.containsKey("all-variants") ? 1 : 0)
                + (a.containsKey("only-variants") ? 1 : 0);
        if (triggers > 1) {
            throw error("an action has at most one of any-variant, all-variants, only-variants (RFC 7940 §7.1)");
        }
        Action.Trigger trigger = Action.Trigger.NONE;
        String list = null;
        if (a.containsKey("any-variant")) {
            trigger = Action.Trigger.ANY_VARIANT;
            list = a.get("any-variant");
        } else if (a.containsKey("all-variants")) {
            trigger = Action.Trigger.ALL_VARIANTS;
            list = a.get("all-variants");
        } else if (a.containsKey("only-variants")) {
            trigger = Action.Trigger.ONLY_VARIANTS;
            list = a.get("only-variants");
        }
        Set<String> types = new LinkedHashSet<>();
        if (list != null) {
            for (String t : list.trim().split("\\s+")) {
                if (!t.isEmpty()) {
                    types.add(t);
                }
            }
            if (types.isEmpty()) {
                throw error("empty variant type list (RFC 7940 §7.1)");
            }
        }
        String rule = a.containsKey("match") ? a.get("match") : a.get("not-match");
        actionDrafts.add(new ActionDraft(disp, rule, a.containsKey("not-match"), trigger, types, line, col));
        endOfEmpty();
    }

    // ---- assembly ----

    private Lgr build() throws LgrFormatException {
        List<Element> elements = new ArrayList<>(chars.size());
        for (CharDraft c : chars) {
            int when = ruleRef(c.when, c.line, c.col);
            int notWhen = ruleRef(c.notWhen, c.line, c.col);
            List<Variant> vars = new ArrayList<>();
            Variant reflexive = null;
            for (VarDraft v : c.vars) {
                Variant var = new Variant(v.cps, v.type, ruleRef(v.when, v.line, v.col), ruleRef(v.notWhen, v.line,
                        v.col));
                if (Arrays.equals(v.cps, c.cps)) {
                    reflexive = var; // RFC 7940 §5.3.4
                } else {
                    vars.add(var);
                }
            }
            elements.add(new Element(c.cps, c.first, c.last, when, notWhen, c.tags, vars.toArray(new Variant[0]),
                    reflexive));
        }
        List<Action> actions = new ArrayList<>();
        for (ActionDraft d : actionDrafts) {
            int rule = ruleRef(d.rule, d.line, d.col);
            if (rule >= 0 && ruleList.get(rule).positional) {
                throw new LgrFormatException("action uses context rule \"" + d.rule
                        + "\", which has an anchor and only applies to a code point (RFC 7940 §6.4, §7.2)", d.line,
                        d.col);
            }
            actions.add(new Action(d.disp, rule, d.notMatch, d.trigger, d.types, actions.size(), false));
        }
        actions.addAll(Action.DEFAULTS); // RFC 7940 §7.6
        LgrMetadata meta = new LgrMetadata(version, date, languages, scopes, validityStart, validityEnd,
                unicodeVersion, description);
        return new Lgr(meta, new Repertoire(elements), List.copyOf(ruleList), List.copyOf(actions), classes.size());
    }

    private int ruleRef(String name, int line, int col) throws LgrFormatException {
        if (name == null) {
            return ABSENT;
        }
        CompiledRule c = rules.get(name);
        if (c == null) {
            throw new LgrFormatException("undefined rule \"" + name + "\" (RFC 7940 §5.2, §7.2)", line, col);
        }
        return c.id;
    }

    // ---- code points (RFC 7940 §5.1) ----

    private int[] codePoints(String value, boolean emptyAllowed) throws LgrFormatException {
        String t = value.trim();
        if (t.isEmpty()) {
            if (emptyAllowed) {
                return new int[0]; // RFC 7940 §5.3.3 null variant
            }
            throw error("empty cp (RFC 7940 §5.1)");
        }
        String[] parts = t.indexOf(' ') < 0 ? new String[] {t} : WHITESPACE.split(t);
        int[] cps = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            cps[i] = codePoint(parts[i]);
        }
        return cps;
    }

    /** RFC 7940 §5.1: four to six hexadecimal digits, a Unicode scalar value. */
    private int codePoint(String s) throws LgrFormatException {
        int len = s.length();
        int cp = 0;
        for (int i = 0; i < len; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0 || s.charAt(i) > 'f') {
                cp = -1;
                break;
            }
            cp = cp * 16 + d;
        }
        if (len < 4 || len > 6 || cp < 0) {
            throw error("bad code point \"" + s + "\": 4 to 6 hex digits (RFC 7940 §5.1)");
        }
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            throw error("code point " + s + " is not a Unicode scalar value (RFC 7940 §5.1)");
        }
        return cp;
    }

    static String hex(int[] cps) {
        StringBuilder sb = new StringBuilder();
        for (int cp : cps) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            String h = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
            sb.append("U+");
            for (int pad = h.length(); pad < 4; pad++) {
                sb.append('0');
            }
            sb.append(h);
        }
        return sb.length() == 0 ? "(empty)" : sb.toString();
    }

    // ---- StAX helpers ----

    private String name() {
        return r.getLocalName();
    }

    private int line() {
        return r.getLocation().getLineNumber();
    }

    private int col() {
        return r.getLocation().getColumnNumber();
    }

    private LgrFormatException error(String reason) {
        return new LgrFormatException(reason, line(), col());
    }

    private void expect(String local) throws LgrFormatException {
        if (!r.getLocalName().equals(local)) {
            throw error("expected <" + local + ">, found <" + r.getLocalName() + ">");
        }
    }

    /** Moves to the next child start tag (true) or to the parent's end tag (false). */
    private boolean nextChild() throws XMLStreamException, LgrFormatException {
        while (r.hasNext()) {
            int ev = r.next();
            switch (ev) {
                case XMLStreamConstants.START_ELEMENT -> {
                    if (!NS.equals(r.getNamespaceURI())) {
                        throw error("<" + r.getLocalName() + "> is not in the namespace " + NS + " (RFC 7940 §4)");
                    }
                    return true;
                }
                case XMLStreamConstants.END_ELEMENT, XMLStreamConstants.END_DOCUMENT -> {
                    return false;
                }
                case XMLStreamConstants.DTD -> throw error("DTDs are not allowed in an LGR document");
                case XMLStreamConstants.ENTITY_REFERENCE -> throw error("entity references are not allowed");
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!r.isWhiteSpace()) {
                        throw error("unexpected text \"" + abbreviate(r.getText().trim()) + "\"");
                    }
                }
                default -> {
                    // comments and processing instructions carry nothing
                }
            }
        }
        return false;
    }

    private static String abbreviate(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }

    /** Reads the attributes, refusing any not listed; the map keeps document order. */
    private Map<String, String> attributes(String... allowed) throws LgrFormatException {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < r.getAttributeCount(); i++) {
            String ns = r.getAttributeNamespace(i);
            String local = r.getAttributeLocalName(i);
            if (ns != null && !ns.isEmpty()) {
                continue; // foreign-namespace attributes (xml:lang, ...) are annotations
            }
            boolean ok = false;
            for (String x : allowed) {
                ok |= x.equals(local);
            }
            if (!ok) {
                throw error("attribute " + local + " is not allowed on <" + r.getLocalName() + ">");
            }
            m.put(local, r.getAttributeValue(i));
        }
        return m;
    }

    private String required(Map<String, String> a, String name) throws LgrFormatException {
        String v = a.get(name);
        if (v == null) {
            throw error("<" + r.getLocalName() + "> needs the attribute " + name);
        }
        return v;
    }

    /** Requires the current element to be empty and moves to its end tag. */
    private void endOfEmpty() throws XMLStreamException, LgrFormatException {
        if (nextChild()) {
            throw error("unexpected <" + r.getLocalName() + "> here");
        }
    }

    private String simpleText() throws XMLStreamException, LgrFormatException {
        StringBuilder sb = new StringBuilder();
        while (r.hasNext()) {
            int ev = r.next();
            switch (ev) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                    sb.append(r.getText());
                case XMLStreamConstants.END_ELEMENT -> {
                    return sb.toString().trim();
                }
                case XMLStreamConstants.START_ELEMENT -> throw error("unexpected <" + r.getLocalName() + "> in text");
                case XMLStreamConstants.ENTITY_REFERENCE -> throw error("entity references are not allowed");
                default -> {
                    // comments
                }
            }
        }
        return sb.toString().trim();
    }

    /** Reads text that may contain markup of any namespace (a text/html description, RFC 7940 §4.3.5). */
    private String mixedText() throws XMLStreamException, LgrFormatException {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        while (r.hasNext()) {
            int ev = r.next();
            switch (ev) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                    sb.append(r.getText());
                case XMLStreamConstants.START_ELEMENT -> depth++;
                case XMLStreamConstants.END_ELEMENT -> {
                    if (depth-- == 0) {
                        return sb.toString().trim();
                    }
                }
                case XMLStreamConstants.ENTITY_REFERENCE -> throw error("entity references are not allowed");
                default -> {
                    // comments
                }
            }
        }
        return sb.toString().trim();
    }
}
