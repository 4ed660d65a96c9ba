package org.idna4j.server;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.net.IDN;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.psl.PslOptions;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.psl.PublicSuffixMatch;
import org.idna4j.psl.WildcardMode;

/**
 * The endpoints of {@code /api/v1/}: each takes the checked query and the request body and returns
 * the object to answer with, or throws {@link ApiException} for a bad request.
 *
 * <p>Why this class is long: one method per endpoint, each mapping its query to a library call and
 * its answer to the fixed JSON fields; keeping them together keeps the API's shape readable in one
 * file (the LGR endpoints live in {@link LgrApi}).
 */
final class Api {

  /** The compare view's columns: java.net.IDN as the JDK ships it, then every preset. */
  static final List<String> JDK_COLUMNS = List.of("jdk", "jdk_std3");

  private final Function<IdnaError, String> explainer;
  private final PublicSuffixList publicSuffixList;

  /**
   * @param explainer a sentence per error for the explain endpoint, or null for none
   * @param publicSuffixList the list the psl endpoint answers from
   */
  Api(Function<IdnaError, String> explainer, PublicSuffixList publicSuffixList) {
    this.explainer = explainer;
    this.publicSuffixList = java.util.Objects.requireNonNull(publicSuffixList, "publicSuffixList");
  }

  /**
   * {@code GET /api/v1/psl}: the public suffix, registrable domain, prevailing rule and its section
   * (publicsuffix.org list format), the fields of {@code idna psl --format jsonl}; null fields for
   * a name that is not a valid domain name.
   */
  Object psl(Query q, byte[] body) {
    String name = q.name();
    PublicSuffixList list =
        publicSuffixList.withOptions(
            PslOptions.strict().toBuilder()
                .icannOnly(q.flag(Query.ICANN_ONLY))
                .wildcardMode(
                    q.flag(Query.BROWSER_WILDCARDS) ? WildcardMode.BROWSER : WildcardMode.STRICT)
                .build());
    Optional<PublicSuffixMatch> m = list.match(name);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("input", name);
    out.put("public_suffix", m.map(PublicSuffixMatch::publicSuffix).orElse(null));
    out.put("registrable_domain", m.flatMap(PublicSuffixMatch::registrableDomain).orElse(null));
    out.put("rule", m.map(PublicSuffixMatch::rule).orElse(null));
    out.put("section", m.flatMap(PublicSuffixMatch::section).map(Enum::name).orElse(null));
    return out;
  }

  /** {@code GET /api/v1/to-ascii}: UTS #46 §4.2 ToASCII (or the profile's standard). */
  Object toAscii(Query q, byte[] body) {
    IdnaProfile profile = q.profile();
    String name = q.name();
    return Views.Conversion.of(name, Idna.of(profile).toAscii(name), profile);
  }

  /** {@code GET /api/v1/to-unicode}: UTS #46 §4.3 ToUnicode (or the profile's standard). */
  Object toUnicode(Query q, byte[] body) {
    IdnaProfile profile = q.profile();
    String name = q.name();
    return Views.Conversion.of(name, Idna.of(profile).toUnicode(name), profile);
  }

  /**
   * {@code POST /api/v1/check}: a JSON array of names, or one JSON string per line (NDJSON); one
   * record per name in request order, as {@code idna check --format jsonl} writes them. The records
   * are computed as they are written ({@link StreamedArray}), never held together.
   */
  Object check(Query q, byte[] body) {
    Idna idna = Idna.of(q.profile());
    List<String> names = names(body);
    return new StreamedArray(
        names.size(),
        i -> {
          String name = names.get(i);
          DomainResult a = idna.toAscii(name);
          String unicode = idna.toUnicode(name).output();
          return new Views.CheckRecord(
              i + 1, name, a.output(), unicode, a.isValid(), Views.Problem.of(a.problems()));
        });
  }

  /** {@code GET /api/v1/profiles}: every preset with every setting. */
  Object profiles(Query q, byte[] body) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      out.put(p.presetName(), Views.settings(p.profile()));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("default", Query.DEFAULT_PRESET.presetName());
    answer.put("presets", out);
    return answer;
  }

  /**
   * {@code GET /api/v1/compare}: the name under java.net.IDN and under every preset, the {@code
   * idna compare} view for one name.
   */
  Object compare(Query q, byte[] body) {
    String name = q.name();
    Map<String, Object> results = new LinkedHashMap<>();
    results.put(JDK_COLUMNS.get(0), jdk(name, 0));
    results.put(JDK_COLUMNS.get(1), jdk(name, IDN.USE_STD3_ASCII_RULES));
    for (IdnaProfile.Preset p : IdnaProfile.Preset.values()) {
      Idna idna = Idna.of(p);
      DomainResult a = idna.toAscii(name);
      DomainResult u = idna.toUnicode(name);
      Map<String, Object> column = new LinkedHashMap<>();
      column.put("ascii", a.output());
      column.put("unicode", u.output());
      column.put("valid", a.isValid());
      column.put("problems", Views.Problem.of(a.problems()));
      column.put("unicodeValid", u.isValid());
      column.put("unicodeProblems", Views.Problem.of(u.problems()));
      results.put(p.presetName(), column);
    }
    Set<String> keys = new TreeSet<>();
    results.values().forEach(r -> keys.add(agreementKey(r)));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("input", name);
    out.put("differ", keys.size() > 1);
    out.put("results", results);
    return out;
  }

  /**
   * What two columns must share to agree: acceptance, and the ASCII form up to ASCII case (RFC
   * 4343).
   */
  @SuppressWarnings("unchecked")
  private static String agreementKey(Object column) {
    Map<String, Object> m = (Map<String, Object>) column;
    return Boolean.TRUE.equals(m.get("valid"))
        ? "=" + ((String) m.get("ascii")).toLowerCase(java.util.Locale.ROOT)
        : "!";
  }

  /** The real java.net.IDN: its output, or its exception's message as the problem. */
  private static Map<String, Object> jdk(String name, int flags) {
    Map<String, Object> m = new LinkedHashMap<>();
    try {
      m.put("ascii", IDN.toASCII(name, flags));
      m.put("valid", true);
      m.put("error", null);
    } catch (RuntimeException e) { // IllegalArgumentException, documented, or another: its answer
      m.put("ascii", "");
      m.put("valid", false);
      m.put("error", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
    return m;
  }

  /**
   * {@code GET /api/v1/explain}: the name under one profile, label by label and code point by code
   * point, with every problem at its offset, the A-label/U-label round trip, and the UTS #39
   * confusable and mixed-script findings.
   */
  Object explain(Query q, byte[] body) {
    IdnaProfile profile = q.profile();
    String name = q.name();
    Idna idna = Idna.of(profile);
    DomainResult ascii = idna.toAscii(name);
    DomainResult unicode = idna.toUnicode(name);
    DomainResult back = idna.toUnicode(ascii.output());
    List<IdnaProblem> confusables = confusables(profile, name);

    Map<String, Object> out = new LinkedHashMap<>();
    out.put("input", name);
    out.put("preset", q.preset().presetName());
    out.put("profile", Views.settings(profile));
    out.put("ascii", result(ascii));
    out.put("unicode", result(unicode));
    Map<String, Object> roundTrip = new LinkedHashMap<>();
    roundTrip.put("ascii", ascii.output());
    roundTrip.put("unicode", back.output());
    // stable: ToUnicode(ToASCII(name)) is ToUnicode(name), so the A-labels stand for the U-labels
    roundTrip.put("stable", back.output().equals(unicode.output()));
    out.put("roundTrip", roundTrip);
    out.put("labels", labels(name, ascii, unicode));
    List<Views.Problem> nameProblems = new ArrayList<>();
    for (IdnaProblem p : ascii.problems()) {
      if (p.labelIndex() == IdnaProblem.NAME_LEVEL) {
        nameProblems.add(Views.Problem.of(p));
      }
    }
    out.put("nameProblems", nameProblems);
    out.put("confusables", Views.Problem.of(confusables));
    Map<String, String> explanations = new LinkedHashMap<>();
    if (explainer != null) {
      for (List<IdnaProblem> list : List.of(ascii.problems(), unicode.problems(), confusables)) {
        for (IdnaProblem p : list) {
          explanations.computeIfAbsent(p.error().name(), k -> explainer.apply(p.error()));
        }
      }
    }
    out.put("explanations", explanations);
    return out;
  }

  private static Map<String, Object> result(DomainResult r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("output", r.output());
    m.put("valid", r.isValid());
    m.put("problems", Views.Problem.of(r.problems()));
    return m;
  }

  /**
   * The UTS #39 findings under the profile with its confusable checks on (at the profile's
   * restriction level); none for IDNA2003, which has no such option.
   */
  private static List<IdnaProblem> confusables(IdnaProfile profile, String name) {
    if (profile.standard() == IdnaProfile.Standard.IDNA2003) {
      return List.of();
    }
    IdnaProfile checking =
        profile.checkConfusables() ? profile : profile.toBuilder().checkConfusables(true).build();
    List<IdnaProblem> found = new ArrayList<>();
    for (IdnaProblem p : Idna.of(checking).toAscii(name).problems()) {
      if (p.error().category() == IdnaError.Category.CONFUSABLE) {
        found.add(p);
      }
    }
    return found;
  }

  /** The labels of the input with their code points and the problems at each offset. */
  private static List<Map<String, Object>> labels(
      String name, DomainResult ascii, DomainResult unicode) {
    List<String> asciiLabels = ascii.labels();
    List<String> unicodeLabels = unicode.labels();
    List<Map<String, Object>> labels = new ArrayList<>();
    int offset = 0; // code-point offset of the current code point in the name
    int start = 0; // char index where the current label starts
    int labelStart = 0; // code-point offset where it starts
    int index = 0;
    for (int i = 0; i <= name.length(); ) {
      int cp = i < name.length() ? name.codePointAt(i) : -1;
      if (cp == -1 || (Character.isBmpCodePoint(cp) && NameRules.isLabelSeparator((char) cp))) {
        labels.add(
            label(
                index,
                name.substring(start, i),
                labelStart,
                index < asciiLabels.size() && asciiLabels.size() == unicodeLabels.size()
                    ? asciiLabels.get(index)
                    : null,
                index < unicodeLabels.size() && asciiLabels.size() == unicodeLabels.size()
                    ? unicodeLabels.get(index)
                    : null,
                ascii.problems()));
        if (cp == -1) {
          break;
        }
        index++;
        i++;
        offset++;
        start = i;
        labelStart = offset;
        continue;
      }
      i += Character.charCount(cp);
      offset++;
    }
    return labels;
  }

  private static Map<String, Object> label(
      int index,
      String text,
      int labelStart,
      String ascii,
      String unicode,
      List<IdnaProblem> problems) {
    List<Views.Problem> mine = new ArrayList<>();
    for (IdnaProblem p : problems) {
      if (p.labelIndex() == index) {
        mine.add(Views.Problem.of(p));
      }
    }
    List<CodePoints.Info> cps = new ArrayList<>();
    int offset = labelStart;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      List<Views.Problem> here = new ArrayList<>();
      for (Views.Problem p : mine) {
        if (p.offset() == offset) {
          here.add(p);
        }
      }
      cps.add(CodePoints.describe(cp, offset, here));
      i += Character.charCount(cp);
      offset++;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("index", index);
    m.put("input", text);
    m.put("offset", labelStart);
    m.put("ascii", ascii);
    m.put("unicode", unicode);
    m.put("problems", mine);
    m.put("codePoints", cps);
    if (unicode != null && !unicode.equals(text) && NameRules.hasAcePrefix(text, 0)) {
      List<CodePoints.Info> decoded = new ArrayList<>();
      unicode.codePoints().forEach(cp -> decoded.add(CodePoints.describe(cp, null, List.of())));
      m.put("decodedCodePoints", decoded);
    }
    return m;
  }

  /**
   * The names of a check request: a JSON array of strings, or JSON strings one after another
   * (NDJSON). The body must be UTF-8 (RFC 8259 §8.1).
   */
  static List<String> names(byte[] body) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(body))
              .toString();
    } catch (CharacterCodingException e) {
      throw ApiException.badRequest(
          "invalid_utf8", "the request body is not valid UTF-8 (RFC 3629)");
    }
    List<String> names = new ArrayList<>();
    try (JsonParser p = Json.MAPPER.createParser(text)) {
      JsonToken t = p.nextToken();
      if (t == null) {
        throw ApiException.badRequest(
            "empty_body",
            "the request body is empty; send a JSON array of names or one JSON string per line");
      }
      boolean array = t == JsonToken.START_ARRAY;
      if (array) {
        t = p.nextToken();
      }
      while (t != null && !(array && t == JsonToken.END_ARRAY)) {
        if (t != JsonToken.VALUE_STRING) {
          throw ApiException.badRequest(
              "wrong_type",
              "name "
                  + (names.size() + 1)
                  + " is "
                  + describe(t)
                  + ", not a string; send a JSON array of strings"
                  + " or one JSON string per line");
        }
        if (names.size() == Limits.MAX_NAMES) {
          throw ApiException.tooLarge(
              "too_many_names", "more than " + Limits.MAX_NAMES + " names in one request");
        }
        names.add(Query.checkedName(p.getText(), names.size() + 1));
        t = p.nextToken();
      }
      if (array && (t == null || p.nextToken() != null)) {
        throw ApiException.badRequest(
            "malformed_json",
            t == null ? "the JSON array is not closed" : "text follows the JSON array");
      }
    } catch (IOException e) {
      throw ApiException.badRequest(
          "malformed_json",
          "the request body is not JSON: "
              + Query.clip(
                  e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("")));
    }
    return names;
  }

  private static String describe(JsonToken t) {
    switch (t) {
      case START_ARRAY:
        return "an array";
      case START_OBJECT:
        return "an object";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "a number";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      default:
        return t.asString() == null ? t.name() : "'" + t.asString() + "'";
    }
  }
}
