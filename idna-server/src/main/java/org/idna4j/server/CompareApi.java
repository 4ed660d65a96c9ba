package org.idna4j.server;

import java.net.IDN;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaProfile;
import org.idna4j.records.ProblemRecord;

/** {@code GET /api/v1/compare}: one name under java.net.IDN and every preset. */
final class CompareApi {

  /** The compare view's columns: java.net.IDN as the JDK ships it, then every preset. */
  static final List<String> JDK_COLUMNS = List.of("jdk", "jdk_std3");

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
      column.put("problems", ProblemRecord.of(a.problems()));
      column.put("unicode_valid", u.isValid());
      column.put("unicode_problems", ProblemRecord.of(u.problems()));
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
}
