package org.idna4j.display;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.idna4j.label.Confusables;

/**
 * The skeletons of a host name for the lookalike check, after Chromium's {@code SkeletonGenerator}
 * (components/url_formatter/spoof_checks/skeleton_generator.cc): diacritics removed from
 * Latin-Greek-Cyrillic names, alternatives for characters that look like several letters (þ, œ, ł),
 * Chromium's extra confusable mappings, then the UTS #39 §4 skeleton of idna-label's {@link
 * Confusables#skeleton}.
 *
 * <p>Bounded: at most {@link #MAX_VARIANTS} variants, and alternatives only for names of at most
 * {@link #MAX_LENGTH_FOR_VARIANTS} UTF-16 units with at most {@link #MAX_MULTI} such characters
 * (Chromium's limits), so the work is linear in the name. <b>Deviation from Chromium:</b> for a
 * longer name Chromium computes no skeleton at all (its {@code GenerateSupplementalHostnames}
 * returns nothing above 32 units, so such names are never compared); here the name's own skeleton
 * is always computed, so a long lookalike of a protected domain is still found.
 */
final class LookalikeSkeletons {
  private static final Tables DATA = Tables.load("chromium.txt");

  /** {@code kMaxHostnameLengthToComputeSupplementalHostnames}. */
  static final int MAX_LENGTH_FOR_VARIANTS = 32;

  /** {@code kMaxSupplementalHostnames}. */
  static final int MAX_VARIANTS = 128;

  /** {@code kMaxCharactersWithMultipleSkeletons}. */
  static final int MAX_MULTI = 5;

  private static final Normalizer2 NFD = Normalizer2.getNFDInstance();
  private static final Normalizer2 NFC = Normalizer2.getNFCInstance();
  private static final Map<Integer, String> DIACRITIC = charMap("diacritic");
  private static final Map<Integer, String[]> MULTI = multiMap();
  private static final Map<Integer, String> EXTRA = extraMap();

  // The bits of TABLE: which characters the steps of the skeleton may change.
  private static final int EXTRA_BIT = 1; // a key of extra_confusable_mapper_
  private static final int LGC_LETTER_OR_ASCII = 1 << 1; // MaybeRemoveDiacritics' set
  private static final int CHANGED_BY_REMOVAL = 1 << 2; // NFD changes it, a mark, or ł ø đ

  private static final CodePointTable TABLE = table();

  /**
   * The characters with alternatives ({@code multi}) that diacritic removal changes (ł loses its
   * stroke): their alternatives are also taken from the name as given.
   */
  private static final int[] MULTI_WITH_DIACRITIC =
      MULTI.keySet().stream()
          .mapToInt(Integer::intValue)
          .filter(
              cp -> {
                String one = new String(Character.toChars(cp));
                return !maybeRemoveDiacritics(one).equals(one);
              })
          .sorted()
          .toArray();

  private static final int SECOND_FROM = DATA.one("second-skeleton")[0].codePointAt(0);
  private static final String SECOND_TO = DATA.one("second-skeleton")[1];

  private LookalikeSkeletons() {}

  private static CodePointTable table() {
    UnicodeSet extra = new UnicodeSet();
    for (int cp : EXTRA.keySet()) {
      extra.add(cp);
    }
    UnicodeSet diacritic = new UnicodeSet();
    for (int cp : DIACRITIC.keySet()) {
      diacritic.add(cp);
    }
    return new CodePointTable.Builder()
        .add(extra, EXTRA_BIT)
        .add(ChromiumRules.LGC_LETTERS_AND_ASCII, LGC_LETTER_OR_ASCII)
        // NFD changes exactly the characters without NFD_Quick_Check=Yes (UAX #15 §9)
        .add(new UnicodeSet("[[:NFD_Quick_Check=No:][:Mn:]]").addAll(diacritic), CHANGED_BY_REMOVAL)
        .build();
  }

  private static Map<Integer, String> charMap(String key) {
    Map<Integer, String> map = new HashMap<>();
    for (String[] row : DATA.all(key)) {
      map.put(row[0].codePointAt(0), row[1]);
    }
    return Map.copyOf(map);
  }

  private static Map<Integer, String[]> multiMap() {
    Map<Integer, String[]> map = new HashMap<>();
    for (String[] row : DATA.all("multi")) {
      map.put(row[0].codePointAt(0), new String[] {row[1], row[2]});
    }
    return Map.copyOf(map);
  }

  private static Map<Integer, String> extraMap() {
    Map<Integer, String> map = new HashMap<>();
    for (String[] row : DATA.all("extra")) {
      UnicodeSet set = new UnicodeSet(row[0]);
      for (int i = 0; i < set.size(); i++) {
        map.put(set.charAt(i), row[1]);
      }
    }
    return Map.copyOf(map);
  }

  /**
   * Returns the skeletons of {@code host}, a name in Unicode form without a trailing dot; the first
   * is the skeleton of the name with diacritics removed (Chromium's main skeleton).
   */
  static Set<String> of(String host) {
    Set<String> skeletons = new LinkedHashSet<>();
    String noDiacritics = maybeRemoveDiacritics(host);
    Set<String> variants = new LinkedHashSet<>(variants(noDiacritics));
    // ShouldComputeSupplementalHostnamesWithDiacritics: ł loses its stroke above, so its
    // alternatives are also taken from the name as given
    for (int cp : MULTI_WITH_DIACRITIC) {
      if (host.indexOf(cp) >= 0) {
        variants.addAll(variants(host));
        break;
      }
    }
    for (String variant : variants) {
      String mapped = extraMapped(variant);
      if (mapped.indexOf(SECOND_FROM) >= 0) {
        // AddSkeletonMapping: U+04CF also as lowercase L
        skeletons.add(
            Confusables.skeleton(
                mapped.replace(new String(Character.toChars(SECOND_FROM)), SECOND_TO)));
      }
      skeletons.add(Confusables.skeleton(mapped));
    }
    return skeletons;
  }

  /**
   * {@code MaybeRemoveDiacritics}: for a name of Latin, Greek, Cyrillic, ASCII digits, {@code .-_}
   * and U+0300..U+0339 only, NFD, nonspacing marks removed, NFC, then ł→l, ø→o, đ→d.
   */
  static String maybeRemoveDiacritics(String host) {
    int all = 0;
    int lgc = LGC_LETTER_OR_ASCII;
    for (int i = 0; i < host.length(); ) {
      int cp = host.codePointAt(i);
      i += Character.charCount(cp);
      int bits = TABLE.get(cp);
      all |= bits;
      lgc &= bits;
    }
    if (lgc == 0) {
      return host;
    }
    if ((all & CHANGED_BY_REMOVAL) == 0) {
      // NFD keeps every character, no mark to remove, none of ł ø đ: NFC of a string with no
      // mark leaves Latin, Greek and Cyrillic letters as they are (their canonical compositions
      // all end in a mark), so the steps below would return the name itself
      return host;
    }
    String nfd = NFD.normalize(host);
    StringBuilder out = new StringBuilder(nfd.length());
    for (int i = 0; i < nfd.length(); ) {
      int cp = nfd.codePointAt(i);
      i += Character.charCount(cp);
      if (UCharacter.getType(cp) != UCharacterCategory.NON_SPACING_MARK) {
        out.appendCodePoint(cp);
      }
    }
    String nfc = NFC.normalize(out);
    StringBuilder mapped = new StringBuilder(nfc.length());
    for (int i = 0; i < nfc.length(); ) {
      int cp = nfc.codePointAt(i);
      i += Character.charCount(cp);
      String to = DIACRITIC.get(cp);
      if (to == null) {
        mapped.appendCodePoint(cp);
      } else {
        mapped.append(to);
      }
    }
    return mapped.toString();
  }

  /**
   * {@code GenerateSupplementalHostnames}: the name and its alternatives, in Chromium's order (the
   * name first, then by the position of the last changed character), at most {@link #MAX_VARIANTS};
   * only the name itself when it is longer than {@link #MAX_LENGTH_FOR_VARIANTS} or has more than
   * {@link #MAX_MULTI} characters with alternatives.
   */
  static List<String> variants(String host) {
    List<Integer> positions = new ArrayList<>();
    if (host.length() <= MAX_LENGTH_FOR_VARIANTS) {
      for (int i = 0; i < host.length(); i++) {
        if (MULTI.containsKey((int) host.charAt(i))) {
          positions.add(i);
        }
      }
    }
    if (positions.isEmpty() || positions.size() > MAX_MULTI) {
      return List.of(host);
    }
    // Breadth-first over the characters completes the strings in lexicographic order of the
    // choices (0 = the character itself, 1 and 2 its alternatives): count in that order.
    int k = positions.size();
    int[] choice = new int[k];
    List<String> out = new ArrayList<>();
    while (out.size() < MAX_VARIANTS) {
      StringBuilder b = new StringBuilder(host.length() + k);
      int next = 0;
      for (int j = 0; j < k; j++) {
        int at = positions.get(j);
        b.append(host, next, at);
        b.append(
            choice[j] == 0
                ? String.valueOf(host.charAt(at))
                : MULTI.get((int) host.charAt(at))[choice[j] - 1]);
        next = at + 1;
      }
      b.append(host, next, host.length());
      out.add(b.toString());
      int j = k - 1;
      while (j >= 0 && ++choice[j] > 2) {
        choice[j] = 0;
        j--;
      }
      if (j < 0) {
        break;
      }
    }
    return out;
  }

  /** {@code extra_confusable_mapper_}: Chromium's additions to the confusables data. */
  static String extraMapped(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      String to = (TABLE.get(cp) & EXTRA_BIT) != 0 ? EXTRA.get(cp) : null;
      if (to != null && out == null) {
        out = new StringBuilder(text.length()).append(text, 0, i);
      }
      if (out != null) {
        if (to == null) {
          out.appendCodePoint(cp);
        } else {
          out.append(to);
        }
      }
      i += Character.charCount(cp);
    }
    return out == null ? text : out.toString();
  }
}
