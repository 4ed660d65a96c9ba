package org.idna4j.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.idna4j.domain.DomainResult;
import org.idna4j.domain.Idna;
import org.idna4j.label.IdnaError;
import org.idna4j.label.IdnaProblem;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.NameRules;
import org.idna4j.records.ProblemRecord;
import org.idna4j.records.ProfileRecord;

/** {@code GET /api/v1/explain}: one name label by label and code point by code point. */
final class ExplainApi {

  private final Function<IdnaError, String> explainer;

  /**
   * @param explainer a sentence per error, or null for none
   */
  ExplainApi(Function<IdnaError, String> explainer) {
    this.explainer = explainer;
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
    out.put("profile", new ProfileRecord(profile));
    out.put("ascii", result(ascii));
    out.put("unicode", result(unicode));
    Map<String, Object> roundTrip = new LinkedHashMap<>();
    roundTrip.put("ascii", ascii.output());
    roundTrip.put("unicode", back.output());
    // stable: ToUnicode(ToASCII(name)) is ToUnicode(name), so the A-labels stand for the U-labels
    roundTrip.put("stable", back.output().equals(unicode.output()));
    out.put("round_trip", roundTrip);
    out.put("labels", labels(name, ascii, unicode));
    List<ProblemRecord> nameProblems = new ArrayList<>();
    for (IdnaProblem p : ascii.problems()) {
      if (p.labelIndex() == IdnaProblem.NAME_LEVEL) {
        nameProblems.add(ProblemRecord.of(p));
      }
    }
    out.put("name_problems", nameProblems);
    out.put("confusables", ProblemRecord.of(confusables));
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
    m.put("problems", ProblemRecord.of(r.problems()));
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
    List<ProblemRecord> mine = new ArrayList<>();
    for (IdnaProblem p : problems) {
      if (p.labelIndex() == index) {
        mine.add(ProblemRecord.of(p));
      }
    }
    List<CodePoints.Info> cps = new ArrayList<>();
    int offset = labelStart;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      List<ProblemRecord> here = new ArrayList<>();
      for (ProblemRecord p : mine) {
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
    m.put("code_points", cps);
    if (unicode != null && !unicode.equals(text) && NameRules.hasAcePrefix(text, 0)) {
      List<CodePoints.Info> decoded = new ArrayList<>();
      unicode.codePoints().forEach(cp -> decoded.add(CodePoints.describe(cp, null, List.of())));
      m.put("decoded_code_points", decoded);
    }
    return m;
  }
}
