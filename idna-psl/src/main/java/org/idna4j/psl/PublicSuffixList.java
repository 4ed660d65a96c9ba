package org.idna4j.psl;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.NameRules;

/**
 * The Public Suffix List (publicsuffix.org): finds the public suffix of a domain name (the part
 * under which names are registered, such as {@code co.uk}) and its registrable domain (the public
 * suffix and one more label, such as {@code example.co.uk}). Immutable and thread-safe.
 *
 * <pre>{@code
 * PublicSuffixList psl = PublicSuffixList.bundled();
 * psl.publicSuffix("www.example.co.uk");        // Optional[co.uk]
 * psl.registrableDomain("www.example.co.uk");   // Optional[example.co.uk]
 * psl.registrableDomain("co.uk");               // Optional.empty: a public suffix itself
 * psl.registrableDomain("www.食狮.公司.cn");      // Optional[食狮.公司.cn]
 * psl.lookup("a.b.kobe.jp").match().orElseThrow().rule(); // "*.kobe.jp"
 * }</pre>
 *
 * <p>The answers follow the algorithm of the list's wiki page "Format" (publicsuffix/list):
 *
 * <ul>
 *   <li>Names and rules are compared as lowercase A-labels: the input may be U-labels, A-labels or
 *       a mix, in any case; it goes through IDNA4J's UTS #46 processing with the {@link
 *       Idna#lookup()} profile (so {@code _dmarc.example.com} and {@code
 *       r4---sn-abc.googlevideo.com} are names, {@code a..b} is not). A name that is not valid
 *       under that profile has no answers.
 *   <li>Answers are in the label form of the input (U-labels in, U-labels out; A-labels in,
 *       A-labels out), lowercased: {@code 食狮.公司.cn} and {@code xn--85x722f.xn--55qx5d.cn} as the
 *       list's tests expect.
 *   <li>No matching rule means the implicit rule {@code *}: the top-level label is the suffix. An
 *       exception rule prevails over every other rule; otherwise the rule with the most labels.
 *   <li>A name that is itself a public suffix has no registrable domain.
 *   <li>A trailing dot is kept ({@code example.com.} has the suffix {@code com.}); a leading dot or
 *       an empty label means no answers; so does an IP address (a last label that is a number, the
 *       URL Standard's "ends in a number" rule, §3.5).
 *   <li>A null name has no answers (the list's own tests include {@code null}); no name makes a
 *       lookup throw.
 * </ul>
 *
 * <p>{@link #withOptions(PslOptions)} gives ICANN-only lookups and the browser-compatible wildcard
 * mode ({@link WildcardMode}).
 *
 * <p>Cost: a name of ASCII letters, digits, hyphens and underscores is answered from a compiled
 * trie in one pass over its chars (two with capitals), without conversion; other names pay for UTS
 * #46 ToASCII, and an answer with U-labels also for ToUnicode of the name (its U-labels). Every
 * lookup is linear in the length of the name.
 *
 * <p>The bundled list is the Mozilla Public License 2.0 data of publicsuffix.org, compiled at build
 * time (see {@link #version()} and {@code org/idna4j/psl/public_suffix_list.NOTICE}).
 */
public final class PublicSuffixList {

  /** {@link #registrableDomainStart} and {@link #publicSuffixStart}: no such part. */
  public static final int NONE = -1;

  /**
   * {@link #registrableDomainStart} and {@link #publicSuffixStart}: the name is valid but not in
   * canonical form (lowercase ASCII, as {@code Idna.lookup().toAscii} returns it), so the answer is
   * no substring of it; use {@link #registrableDomain} or {@link #publicSuffix}.
   */
  public static final int NOT_CANONICAL = -2;

  private static final String BUNDLED_RESOURCE = "public_suffix_list.bin";

  private final SuffixTrie trie;
  private final PslOptions options;
  private final int flagMask;
  private final boolean browserWildcards;

  private PublicSuffixList(SuffixTrie trie, PslOptions options) {
    this.trie = trie;
    this.options = options;
    this.flagMask = options.icannOnly() ? SuffixTrie.ICANN_MASK : SuffixTrie.ALL_MASK;
    this.browserWildcards = options.wildcardMode() == WildcardMode.BROWSER;
  }

  /** The bundled list, read on first use of {@link #bundled()} (holder idiom). */
  private static final class Bundled {
    static final PublicSuffixList LIST = load();

    private static PublicSuffixList load() {
      try (InputStream in = PublicSuffixList.class.getResourceAsStream(BUNDLED_RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException(
              "org/idna4j/psl/"
                  + BUNDLED_RESOURCE
                  + " is missing from the classpath (the idna-psl build compiles it in process-classes)");
        }
        return new PublicSuffixList(TrieFormat.read(in), PslOptions.strict());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the bundled public suffix list", e);
      }
    }
  }

  /**
   * Returns the list bundled with this release (see {@link #version()}), with {@link
   * PslOptions#strict()}. It is loaded once, on the first call, from a form compiled at build time.
   *
   * @return the bundled list
   * @throws IllegalStateException if the compiled list is missing from the classpath (a broken
   *     build)
   */
  public static PublicSuffixList bundled() {
    return Bundled.LIST;
  }

  /**
   * Reads a list in the format of {@code public_suffix_list.dat}, for example a newer copy fetched
   * from {@code https://publicsuffix.org/list/public_suffix_list.dat} (at most once a day, as the
   * list asks). The reader is read to its end and not closed.
   *
   * <p>Accepted, as the list's wiki page "Format" says: one rule per line, read up to the first
   * whitespace (ASCII whitespace: a Unicode separator such as U+2028 is part of the rule, and fails
   * it); blank lines; {@code //} comment lines; the {@code ===BEGIN/END ICANN DOMAINS===} and
   * {@code ===BEGIN/END PRIVATE DOMAINS===} markers (rules outside both sections count as ICANN);
   * the {@code // VERSION:} and {@code // COMMIT:} headers of the served copy, kept as {@link
   * #version()}. Rules may be written in U-labels or A-labels, in any case.
   *
   * <p>Problems, each reported with its line number:
   *
   * <ul>
   *   <li>a rule that is not a valid domain name under UTS #46 with the {@link Idna#lookup()}
   *       profile;
   *   <li>an empty label (leading, trailing or double dot), {@code *} anywhere but as the whole
   *       leftmost label, {@code !} anywhere but first, {@code !} together with {@code *};
   *   <li>an exception rule {@code !a.b} without the wildcard rule {@code *.b} it is an exception
   *       to, or with a single label;
   *   <li>the same rule twice (whatever the section);
   *   <li>section markers that nest, close what is not open, or are never closed;
   *   <li>more than 500,000 rules (fifty times the real list): reading stops there, so a hostile
   *       file costs bounded time and memory;
   *   <li>a file without any rule (reported as line 0): an empty list would make every top-level
   *       domain's children registrable, which is what a truncated download looks like, not a
   *       policy anyone means; a list with the single rule {@code *} gives that on purpose.
   * </ul>
   *
   * @param reader the list text
   * @return the list, with {@link PslOptions#strict()}
   * @throws NullPointerException if {@code reader} is null
   * @throws IOException if reading fails
   * @throws PublicSuffixListFormatException if the text has problems; it lists them (up to 100),
   *     each with its line number
   */
  public static PublicSuffixList parse(Reader reader) throws IOException {
    ListParser.Parsed parsed = ListParser.parse(Objects.requireNonNull(reader, "reader"));
    return new PublicSuffixList(
        TrieFormat.build(parsed.rules(), parsed.commit(), parsed.date()), PslOptions.strict());
  }

  /**
   * Returns this list answering under other options; the compiled rules are shared.
   *
   * @param options the options
   * @return a list with these rules and {@code options}
   * @throws NullPointerException if {@code options} is null
   */
  public PublicSuffixList withOptions(PslOptions options) {
    Objects.requireNonNull(options, "options");
    return options.equals(this.options) ? this : new PublicSuffixList(trie, options);
  }

  /**
   * Returns the options this list answers under.
   *
   * @return the options
   */
  public PslOptions options() {
    return options;
  }

  /**
   * Returns which version of the list this is.
   *
   * @return the version; for the bundled list, the publicsuffix/list commit and its date
   */
  public ListVersion version() {
    return new ListVersion(trie.commit(), trie.date());
  }

  /**
   * Returns the number of rules in the list (both sections, whatever the options).
   *
   * @return the number of rules
   */
  public int ruleCount() {
    return trie.ruleCount();
  }

  /**
   * Returns the public suffix of a name: {@code co.uk} for {@code www.example.co.uk}.
   *
   * @param name a domain name in any form; null has no answer
   * @return the public suffix in the input's label form, or empty if the name is not a valid domain
   *     name (or is an IP address)
   */
  public Optional<String> publicSuffix(CharSequence name) {
    return Optional.ofNullable(answer(name, 0));
  }

  /**
   * Returns the registrable domain of a name (its public suffix and one more label): {@code
   * example.co.uk} for {@code www.example.co.uk}.
   *
   * @param name a domain name in any form; null has no answer
   *     <p>For a name in canonical form (lowercase ASCII) this allocates only the answer: the
   *     {@code Optional} and, unless the registrable domain is the whole name (a {@code String}
   *     name is then returned itself), the substring. {@link #registrableDomainStart} allocates
   *     nothing.
   * @return the registrable domain in the input's label form, or empty if the name is a public
   *     suffix itself or not a valid domain name (or is an IP address)
   */
  public Optional<String> registrableDomain(CharSequence name) {
    return Optional.ofNullable(answer(name, 1));
  }

  /**
   * The public suffix ({@code extraLabels} 0) or registrable domain (1) of a name, or null: a
   * substring of a canonical name, else rendered from its UTS #46 ASCII form.
   */
  private String answer(CharSequence name, int extraLabels) {
    if (name == null) {
      return null;
    }
    long scanned = trie.scan(name, flagMask, browserWildcards);
    if (scanned >= 0) {
      int start = Walked.start(scanned, extraLabels);
      if (start < 0) {
        return null;
      }
      String answer = Names.substring(name, start);
      // UTS #46 maps A-Z to a-z and, in such a name, nothing else
      return Walked.hadCapitals(scanned) ? answer.toLowerCase(Locale.ROOT) : answer;
    }
    Resolved r = scanned == Names.NOT_CANONICAL ? resolve(name) : null;
    int start = r == null ? NONE : r.start(extraLabels);
    return start < 0 ? null : Names.render(name, r.ascii, start);
  }

  /**
   * Returns where the registrable domain of a name in canonical form begins, without allocating:
   * for {@code www.example.co.uk}, 4. For bulk work over names that are already lowercase ASCII
   * (from DNS, logs, parsed URLs).
   *
   * @param name a domain name; null has no answer
   * @return the index into {@code name} of the registrable domain (which runs to the end, trailing
   *     dot included); {@link #NONE} if there is none (a public suffix, an invalid name, an IP
   *     address); {@link #NOT_CANONICAL} if the name is valid but not in lowercase ASCII form
   */
  public int registrableDomainStart(CharSequence name) {
    return start(name, 1);
  }

  /**
   * Returns where the public suffix of a name in canonical form begins, without allocating: for
   * {@code www.example.co.uk}, 12. See {@link #registrableDomainStart(CharSequence)}.
   *
   * @param name a domain name; null has no answer
   * @return the index into {@code name} of the public suffix; {@link #NONE} or {@link
   *     #NOT_CANONICAL} as for {@link #registrableDomainStart(CharSequence)}
   */
  public int publicSuffixStart(CharSequence name) {
    return start(name, 0);
  }

  private int start(CharSequence name, int extraLabels) {
    if (name == null) {
      return NONE;
    }
    long scanned = trie.scan(name, flagMask, browserWildcards);
    if (scanned >= 0) {
      // a valid name with capitals: its answer is no substring of it
      return Walked.hadCapitals(scanned)
          ? NOT_CANONICAL
          : Math.max(NONE, Walked.start(scanned, extraLabels));
    }
    Resolved r = scanned == Names.NOT_CANONICAL ? resolve(name) : null;
    if (r == null) {
      return NONE;
    }
    return r.ascii.contentEquals(name) ? Math.max(NONE, r.start(extraLabels)) : NOT_CANONICAL;
  }

  /**
   * The match that {@link #lookup} reports: public suffix, registrable domain and the rule that
   * prevailed, with its type and section; users read it from {@code lookup(name).match()}, which
   * also says why there is none.
   *
   * @param name a domain name in any form; null has no answer
   * @return the match, or empty if the name is not a valid domain name (or is an IP address)
   */
  Optional<PublicSuffixMatch> match(CharSequence name) {
    if (name == null) {
      return Optional.empty();
    }
    long scanned = trie.scan(name, flagMask, browserWildcards);
    Resolved r;
    if (scanned >= 0) {
      String s = name.toString();
      if (Walked.hadCapitals(scanned)) {
        s = s.toLowerCase(Locale.ROOT); // UTS #46 maps A-Z to a-z and, here, nothing else
      }
      r = new Resolved(s, s.endsWith(".") ? s.length() - 1 : s.length(), scanned);
    } else {
      r = scanned == Names.NOT_CANONICAL ? resolve(name) : null;
    }
    return toMatch(name, r);
  }

  /**
   * Returns the match with, when there is no registrable domain, the reason why: the name is
   * invalid (with its IDNA problems), an IP address, a public suffix of the list, or a top-level
   * label no rule matches.
   *
   * <p><b>Security considerations:</b> the name is untrusted input; the lookup runs in time linear
   * in its length, and ToASCII runs a second time only for a name that has no match, to say why.
   *
   * @param name a domain name in any form; null is answered {@link PslAnswer.Reason#INVALID_NAME}
   *     with no problems
   * @return the answer, never null
   */
  public PslAnswer lookup(CharSequence name) {
    Optional<PublicSuffixMatch> m = match(name);
    if (m.isPresent()) {
      PublicSuffixMatch match = m.get();
      PslAnswer.Reason reason = null;
      if (match.registrableDomain().isEmpty()) {
        reason = match.isImplicit() ? PslAnswer.Reason.NO_RULE : PslAnswer.Reason.PUBLIC_SUFFIX;
      }
      return new PslAnswer(match, reason, java.util.List.of());
    }
    if (name == null) {
      return new PslAnswer(null, PslAnswer.Reason.INVALID_NAME, java.util.List.of());
    }
    DomainResult result = Idna.lookup().toAscii(name);
    if (!result.isValid()) {
      return new PslAnswer(null, PslAnswer.Reason.INVALID_NAME, result.problems());
    }
    String ascii = result.output();
    int end = ascii.endsWith(".") ? ascii.length() - 1 : ascii.length();
    boolean number =
        end > 0 && NameRules.endsInANumber(ascii, Names.lastLabelStart(ascii, end), end);
    return new PslAnswer(
        null,
        number ? PslAnswer.Reason.IP_ADDRESS : PslAnswer.Reason.INVALID_NAME,
        java.util.List.of());
  }

  /**
   * {@link #match} always through UTS #46, never the fast path: for the tests that compare the two.
   */
  Optional<PublicSuffixMatch> matchByUts46(CharSequence name) {
    return toMatch(name, name == null ? null : resolve(name));
  }

  private Optional<PublicSuffixMatch> toMatch(CharSequence name, Resolved r) {
    if (r == null) {
      return Optional.empty();
    }
    String registrable =
        r.registrableStart < 0 ? null : Names.render(name, r.ascii, r.registrableStart);
    return Optional.of(
        new PublicSuffixMatch(
            Names.render(name, r.ascii, r.suffixStart),
            registrable,
            ruleText(r.walked),
            ruleType(r.walked),
            section(r.walked)));
  }

  private String ruleText(long walked) {
    int node = Walked.node(walked);
    String path = trie.path(node);
    if (path.contains(NameRules.ACE_PREFIX)) {
      path = Idna.lookup().toUnicode(path).output();
    }
    switch (Walked.kind(walked)) {
      case Walked.KIND_NORMAL:
        return path;
      case Walked.KIND_WILDCARD:
        return node == 0 ? "*" : "*." + path;
      case Walked.KIND_EXCEPTION:
        return "!" + path;
      default:
        return "*";
    }
  }

  private static RuleType ruleType(long walked) {
    switch (Walked.kind(walked)) {
      case Walked.KIND_NORMAL:
        return RuleType.NORMAL;
      case Walked.KIND_WILDCARD:
        return RuleType.WILDCARD;
      case Walked.KIND_EXCEPTION:
        return RuleType.EXCEPTION;
      default:
        return RuleType.IMPLICIT;
    }
  }

  private Section section(long walked) {
    if (Walked.kind(walked) == Walked.KIND_IMPLICIT) {
      return null;
    }
    return trie.isPrivate(walked) ? Section.PRIVATE : Section.ICANN;
  }

  /** A name converted to canonical ASCII, with the prevailing rule and label positions. */
  private static final class Resolved {
    final String ascii;
    final long walked;
    final int suffixStart;
    final int registrableStart;

    Resolved(String ascii, int end, long walked) {
      this.ascii = ascii;
      this.walked = walked;
      this.suffixStart = Names.startOfLast(ascii, end, Walked.suffixLabels(walked));
      this.registrableStart = Names.startOfLast(ascii, end, Walked.suffixLabels(walked) + 1);
    }

    int start(int extraLabels) {
      return extraLabels == 0 ? suffixStart : registrableStart;
    }
  }

  /** The full path: UTS #46 ToASCII (lookup profile), then the walk; null if no answers. */
  private Resolved resolve(CharSequence name) {
    DomainResult result = Idna.lookup().toAscii(name);
    if (!result.isValid()) {
      return null;
    }
    String ascii = result.output();
    int end = ascii.endsWith(".") ? ascii.length() - 1 : ascii.length();
    int last = Names.lastLabelStart(ascii, end);
    if (last == end || NameRules.endsInANumber(ascii, last, end)) { // empty last label, or IPv4
      return null;
    }
    return new Resolved(ascii, end, trie.walk(ascii, end, flagMask, browserWildcards));
  }

  @Override
  public String toString() {
    return "PublicSuffixList{rules="
        + trie.ruleCount()
        + ", version="
        + version()
        + ", options="
        + options
        + "}";
  }
}
