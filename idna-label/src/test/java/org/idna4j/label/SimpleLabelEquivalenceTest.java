package org.idna4j.label;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.idna4j.punycode.Punycode;
import org.junit.jupiter.api.Test;

/**
 * The simple-label tier (valid labels that need no change, see {@link SimpleCodePoints}) gives
 * exactly what the plain path gives, on labels built to hit each reason to leave the tier: every
 * kind of code point that is not simple, RTL labels and the Bidi Rule, joiners, CONTEXTO, hyphens,
 * 63 and 64 octets after encoding, upper-case, empty, ASCII-only and invalid Punycode payloads;
 * each as a U-label and as its {@code xn--} form, under profiles that switch each relevant option
 * on and off.
 */
class SimpleLabelEquivalenceTest {

  private static final Map<String, IdnaProfile> PROFILES = new LinkedHashMap<>();

  static {
    PROFILES.put("uts46", IdnaProfile.uts46());
    PROFILES.put("lookup", IdnaProfile.lookup());
    PROFILES.put("whatwg", IdnaProfile.whatwgUrl());
    PROFILES.put("transitional", IdnaProfile.transitional());
    PROFILES.put("registration", IdnaProfile.registration());
    PROFILES.put("uts46+contextO", IdnaProfile.uts46().toBuilder().checkContextO(true).build());
    PROFILES.put(
        "uts46-bidi-hyphens-length",
        IdnaProfile.uts46().toBuilder()
            .checkBidi(false)
            .checkHyphens(false)
            .verifyDnsLength(false)
            .build());
    PROFILES.put(
        "registration-contextO-joiners",
        IdnaProfile.registration().toBuilder().checkContextO(false).checkJoiners(false).build());
  }

  /** U-labels: simple ones, and one or more for each reason a label is not simple. */
  private static final String[] U_LABELS = {
    // simple in UTS #46
    "bücher",
    "日本語",
    "例え",
    "한국어",
    "ไทย",
    "กุ้ง",
    "हिन्दी",
    "क\u093C\u094D",
    "россия",
    "ελληνικά",
    "σοφός",
    "münchen-ost",
    "a-bü",
    "ab-cü",
    "ü1",
    "😀",
    "𠀀𠀁",
    "ශ්‍රී",
    "مثال",
    "עברית",
    "مثال١٢٣",
    "مثال123",
    // deviations (transitional maps them)
    "straße",
    "ςa",
    // Bidi: RTL with bad characters, ends or number mixes; LTR labels in a Bidi domain name
    "مثال1٢",
    "עבריתa",
    "1bücher",
    "مثال-",
    "a\u05D0",
    "\u05D0\u0301",
    "\u0628\u064E",
    "١مثال",
    "bücher1",
    "b\u00FC\u0661",
    // hyphens
    "-bücher",
    "bücher-",
    "ab--ü",
    "xn--ü",
    "ü--ab",
    "a--ü",
    // leading marks, combining classes out of order, not NFC, NFC_QC maybe
    "\u0301a",
    "\u093Fक",
    "\u094Dक",
    "क\u094D\u093C",
    "ก\u0E49\u0E38",
    "u\u0308",
    "a\u0301",
    "\u1100\u1161",
    "か\u3099",
    // joiners
    "क\u094D\u200Dष",
    "क\u094D\u200Cष",
    "a\u200Db",
    "\u0628\u200C\u0628",
    // CONTEXTO
    "col·lecció",
    "a·b",
    "ア・イ",
    "a・b",
    "٠١٢",
    "٠۱",
    "\u05D0\u05F3",
    "\u0375\u03B1",
    "\u03B1\u0375",
    // mapped, ignored, disallowed, separators, STD3 ASCII, surrogates
    "Bücher",
    "BÜCHER",
    "\u00DC",
    "MÜNCHEN-Ost",
    "Ab--ü",
    "-Bü",
    "Bü-",
    "XN--ü",
    "Straße",
    "A\u0308ü",
    "ÄÖ",
    "ΑΘΗΝΑ",
    "বাংলা",
    "ভারত",
    "இந்தியா",
    "ഭാരതം",
    "ලංකා",
    "ଭାରତ",
    "\u09C7\u09BE",
    "\u09CB",
    "ক\u09C7\u09BE",
    "\u0B47\u0B3E",
    "\u1100\u1161\u11A8",
    "\uAC00\u11A8",
    "가\u1161",
    "か\u3099",
    "\u304B\u309A",
    "e\u0301",
    "é\u0301",
    "\u0627\u0653",
    "\u0622",
    "ಕ\u0CC6\u0CD5",
    "ಕ\u0CCA\u0CD5",
    "ට\u0DD9\u0DCA",
    "A\u0308",
    "Iİ",
    "مثالA",
    "A1٢",
    "Col·lecció",
    "Kা",
    "K\u094D\u200Dष",
    "EXAMPLE",
    "a\u00ADb",
    "ü\u2488",
    "ü.a",
    "ü\u3002a",
    "ü_a",
    "ü a",
    "ü\uFFFD",
    "ü\uD800",
    "ü\uDC00a",
    "\uFF41ü",
    "ü\u0000",
    "ü\u1E9E",
    "ﬀü",
    // emoji is valid in UTS #46 and DISALLOWED in IDNA2008
    "a😀",
  };

  @Test
  void optimizedAndPlainPathsAgreeOnLabelsThatLeaveOrTakeTheSimpleTier() {
    List<String> labels = new ArrayList<>();
    for (String u : U_LABELS) {
      labels.add(u);
      labels.add(new StringBuilder(u).toString());
      String a = encodeOrNull(u);
      if (a != null) {
        labels.add(a);
        labels.add(a.toUpperCase(java.util.Locale.ROOT));
        labels.add("xn--" + a.substring(4, 5).toUpperCase(java.util.Locale.ROOT) + a.substring(5));
      }
    }
    labels.addAll(lengthBoundaries());
    labels.addAll(
        List.of(
            "xn--",
            "xn--abc-",
            "xn--a-",
            "xn---",
            "xn--bcher-kv",
            "xn--a-9999999",
            "xn--zzzzzzzz",
            "xn--99999999999999",
            "xn--ü",
            "xn--xn---epa",
            "xn--bcher-kva",
            "xn--bcher-kva-",
            "xn--mnchen-3ya-",
            encodeOrNull("xn--ü"),
            encodeOrNull("a\u0301"),
            encodeOrNull("ü\u2488"),
            encodeOrNull("Ü")));
    // ToUnicode takes an xn-- label to the tier without checking its payload char by char
    // (SimpleLabelTier.aLabelUnchecked): non-ASCII before and after the last delimiter
    // (fullwidth ａ maps to a), capitals before it (kept by the decoder) and after it (read
    // case-insensitively), non-LDH ASCII on either side
    labels.addAll(
        List.of(
            "xn--b\u00FCcher-kva",
            "xn--\u00FC-kva",
            "xn--bcher-kv\u00E4",
            "xn--bcher-kv\uFF41",
            "xn--bcher-\uFF4Bva",
            "xn--\uFF42cher-kva",
            "xn--bcher-KVA",
            "xn--bcher-Kva",
            "xn--Bcher-kva",
            "xn--bcher-kva\u3002",
            "xn--b_cher-kva",
            "xn--b.cher-kva",
            "xn--bcher-k_a",
            "xn--bcher-k.a",
            "xn--mnchen-3yA",
            "xn--MNCHEN-3YA",
            "xn--a\u0301-",
            "xn--ü-"));
    // LDH labels, which in a Bidi domain name take the ASCII tier only when the Bidi Rule
    // holds (RFC 5893 §2 rules 1, 5, 6): first char a letter, last a letter or digit
    labels.addAll(
        List.of(
            "rec",
            "a",
            "Z",
            "ab1",
            "a-1",
            "a-b",
            "1ab",
            "9",
            "-ab",
            "ab-",
            "-",
            "a-",
            "1-",
            "Ab",
            "AB9",
            "9A",
            "ab--cd",
            "1b--cd",
            "a".repeat(63),
            "a".repeat(64),
            "7".repeat(64)));
    int compared = compareAll(labels);
    assertThat(compared).isEqualTo(PROFILES.size() * labels.size() * 4);
  }

  @Test
  void optimizedAndPlainPathsAgreeOnRandomLabels() {
    String[] pieces = {
      "a",
      "z",
      "0",
      "-",
      "--",
      "ü",
      "ß",
      "ς",
      "σ",
      "日",
      "한",
      "ไ",
      "\u0E38",
      "\u0E49",
      "क",
      "\u094D",
      "\u093C",
      "\u093F",
      "\u0301",
      "\u0308",
      "\u0628",
      "\u05D0",
      "\u0661",
      "\u06F1",
      "1",
      "·",
      "・",
      "\u200C",
      "\u200D",
      "A",
      "Ü",
      "\u09C7",
      "\u09BE",
      "\u1100",
      "\u1161",
      "\u11A8",
      "か",
      "\u3099",
      ".",
      "_",
      "\uFFFD",
      "\uD83D\uDE00",
      "\u00AD",
      "xn--",
      "\u05F3",
      "\u0375"
    };
    Random random = new Random(5891);
    List<String> labels = new ArrayList<>();
    for (int k = 0; k < 3000; k++) {
      StringBuilder sb = new StringBuilder();
      int n = 1 + random.nextInt(k % 10 == 0 ? 40 : 8);
      for (int i = 0; i < n; i++) {
        sb.append(pieces[random.nextInt(pieces.length)]);
      }
      String u = sb.toString();
      labels.add(u);
      String a = encodeOrNull(u);
      if (a != null) {
        labels.add(a);
      }
    }
    int compared = compareAll(labels);
    assertThat(compared).isEqualTo(PROFILES.size() * labels.size() * 4);
  }

  @Test
  void simpleLabelsPassTheScanAndOthersDoNot() {
    com.ibm.icu.util.CodePointTrie.Fast16 t = SimpleCodePoints.uts46();
    for (String simple :
        List.of("bücher", "日本語", "क\u094Dष", "กุ้ง", "مثال", "straße", "a-bü", "😀")) {
      assertThat(SimpleLabelTier.scan(simple, t, false, false, false)).as(simple).isNotNegative();
    }
    for (String not :
        List.of(
            "-bü",
            "bü-",
            "ab--ü",
            "xn--ü",
            "\u0301a",
            "क\u094D\u093C",
            "Bücher",
            "ü.a",
            "a\u200Db",
            "ü\uD800",
            "")) {
      assertThat(SimpleLabelTier.scan(not, t, false, false, false)).as(not).isNegative();
    }
    assertThat(SimpleLabelTier.scan("straße", t, true, false, false))
        .as("transitional ß")
        .isNegative();
    assertThat(SimpleLabelTier.scan("ア・イ", t, false, true, false))
        .as("CONTEXTO checked")
        .isNegative();
    assertThat(SimpleLabelTier.scan("ア・イ", t, false, false, false))
        .as("CONTEXTO not checked")
        .isNotNegative();
    // UTS #46 maps A-Z to a-z: folded when asked (registration does not ask)
    assertThat(SimpleLabelTier.scan("Bücher", t, false, false, true) & SimpleLabelTier.FOLDED)
        .isNotZero();
    assertThat(SimpleLabelTier.scan("bücher", t, false, false, true) & SimpleLabelTier.FOLDED)
        .isZero();
    assertThat(SimpleLabelTier.scan("Bücher", t, false, false, false)).isNegative();
    // a code point with NFC_Quick_Check = Maybe is left to a full check
    assertThat(SimpleLabelTier.scan("a\u0301", t, false, false, false) & SimpleCodePoints.MAYBE)
        .isNotZero();
    assertThat(SimpleLabelTier.scan("বাংলা", t, false, false, false) & SimpleCodePoints.MAYBE)
        .isNotZero();
  }

  private static int compareAll(List<String> labels) {
    int compared = 0;
    for (Map.Entry<String, IdnaProfile> e : PROFILES.entrySet()) {
      LabelEngine fast = LabelEngine.forProfile(e.getValue());
      LabelEngine plain = LabelEngine.reference(e.getValue());
      for (String label : labels) {
        for (boolean bidi : new boolean[] {false, true}) {
          assertThat(fast.toAscii(label, bidi))
              .as("toAscii %s %s bidi=%s", label, e.getKey(), bidi)
              .isEqualTo(plain.toAscii(label, bidi));
          assertThat(fast.toUnicode(new StringBuilder(label), bidi))
              .as("toUnicode %s %s bidi=%s", label, e.getKey(), bidi)
              .isEqualTo(plain.toUnicode(label, bidi));
          compared += 2;
        }
      }
    }
    return compared;
  }

  /** U-labels whose A-label has 62, 63, 64 and 65 octets, and those A-labels. */
  private static List<String> lengthBoundaries() {
    List<String> out = new ArrayList<>();
    for (String base : List.of("ü", "日本", "مثال")) {
      for (int k = 0; k < 80; k++) {
        String u = base + "a".repeat(k);
        String a = encodeOrNull(u);
        if (a != null && a.length() >= 62 && a.length() <= 65) {
          out.add(u);
          out.add(a);
        }
      }
    }
    assertThat(out).hasSizeGreaterThanOrEqualTo(12);
    return out;
  }

  private static String encodeOrNull(String u) {
    try {
      return "xn--" + Punycode.encode(u);
    } catch (RuntimeException e) {
      return null;
    }
  }
}
