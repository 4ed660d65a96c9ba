package org.idna4j.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.idna4j.domain.DomainResult;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;

/**
 * The JSON shapes the API answers with, as records that Jackson writes field by field in
 * declaration order.
 */
final class Views {

  private Views() {}

  /**
   * One problem, with the fields and meanings of a problem in {@code idna check --format jsonl}.
   *
   * @param label the label index, or null for a problem of the whole name
   * @param scope {@code "label"} or {@code "name"}
   * @param offset the code-point offset into the input name
   * @param error the error name, such as {@code HYPHEN_3_4}
   * @param code the UTS #46 status code, such as {@code V2}, or null when there is none
   * @param detail a short explanation
   */
  record Problem(
      Integer label, String scope, int offset, String error, String code, String detail) {
    static Problem of(IdnaProblem p) {
      boolean name = p.labelIndex() == IdnaProblem.NAME_LEVEL;
      String code = p.error().uts46Code();
      return new Problem(
          name ? null : p.labelIndex(),
          name ? "name" : "label",
          p.offset(),
          p.error().name(),
          code.isEmpty() ? null : code,
          p.detail());
    }

    static List<Problem> of(List<IdnaProblem> problems) {
      List<Problem> out = new ArrayList<>(problems.size());
      for (IdnaProblem p : problems) {
        out.add(of(p));
      }
      return out;
    }
  }

  /**
   * The answer of {@code to-ascii} and {@code to-unicode}.
   *
   * @param input the name as given
   * @param output the converted name (never send an invalid result's output to DNS)
   * @param valid whether there are no problems
   * @param problems every problem, in input order
   * @param profile the profile used, every setting spelled out
   */
  record Conversion(
      String input,
      String output,
      boolean valid,
      List<Problem> problems,
      Map<String, Object> profile) {
    static Conversion of(String input, DomainResult r, IdnaProfile profile) {
      return new Conversion(
          input, r.output(), r.isValid(), Problem.of(r.problems()), settings(profile));
    }
  }

  /**
   * One record of {@code check}: the fields of {@code idna check --format jsonl}, with {@code line}
   * the 1-based position of the name in the request.
   *
   * @param line the 1-based position in the request
   * @param input the name as given
   * @param ascii the ToASCII output
   * @param unicode the ToUnicode output
   * @param valid whether ToASCII found no problem
   * @param problems ToASCII's problems
   */
  record CheckRecord(
      long line,
      String input,
      String ascii,
      String unicode,
      boolean valid,
      List<Problem> problems) {}

  /**
   * The JSON error body of every refused request.
   *
   * @param status the HTTP status, repeated for clients that only see the body
   * @param error a stable error code, such as {@code unknown_profile}
   * @param message a sentence for people
   */
  record ErrorBody(int status, String error, String message) {}

  /**
   * Every setting of a profile by the name of its query parameter, so that an answer says exactly
   * what was applied.
   *
   * @param p the profile
   * @return the settings, in a fixed order
   */
  static Map<String, Object> settings(IdnaProfile p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("standard", p.standard().name());
    m.put("transitional", p.isTransitional());
    m.put("std3", p.useStd3AsciiRules());
    m.put("allow-underscore", p.allowUnderscore());
    m.put("check-hyphens", p.checkHyphens());
    m.put("check-bidi", p.checkBidi());
    m.put("check-joiners", p.checkJoiners());
    m.put("check-contexto", p.checkContextO());
    m.put("verify-dns-length", p.verifyDnsLength());
    m.put("allow-trailing-dot", p.allowTrailingDot());
    m.put("ignore-invalid-punycode", p.ignoreInvalidPunycode());
    m.put("allow-unassigned", p.allowUnassigned());
    m.put("check-confusables", p.checkConfusables());
    m.put("restriction-level", Query.levelName(p.restrictionLevel()));
    return m;
  }
}
