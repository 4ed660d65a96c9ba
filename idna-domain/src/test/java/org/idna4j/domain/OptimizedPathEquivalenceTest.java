package org.idna4j.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.idna4j.label.IdnaProfile;
import org.idna4j.label.internal.DomainLabels;
import org.idna4j.label.internal.LabelAccess;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast paths change nothing but speed: every name of the three 100,000-name benchmark corpora
 * ({@code mixed}, {@code ascii}, {@code unicode}) gets the same result from the optimized and from
 * the unoptimized path of each preset: the same output, the same validity and the same problems
 * (error, label index, offset, detail).
 *
 * <p>The comparison has two layers, because each layer has its own fast paths and its own
 * package-private plain twin:
 *
 * <ol>
 *   <li>names: {@link Idna#of(IdnaProfile)} against {@link Idna#unoptimized(IdnaProfile)}
 *       (name-level tiers off), for {@code toAscii} and {@code toUnicode} of each name and {@code
 *       toUnicode} of its ASCII form (the A-label decoding path);
 *   <li>labels: every label those names split into, through {@link LabelAccess#labels} against
 *       {@link LabelAccess#referenceLabels}, for {@code toAscii} and {@code toUnicode}, outside and
 *       inside a Bidi domain name (the two ways the domain engine calls a label).
 * </ol>
 *
 * Layer 1 shows the name-level tiers give what label-by-label processing gives; layer 2 shows each
 * label the domain engine processes gets the same result from the optimized and the plain label
 * path. Together: optimized and fully unoptimized agree on every corpus name.
 *
 * <p>The corpora are the benchmark corpora (the repository's {@code corpus/}, see its README);
 * their SHA-256 sums are checked, so a changed file cannot pass unnoticed.
 */
class OptimizedPathEquivalenceTest {

  private static final int CORPUS_SIZE = 100_000;

  /** The SHA-256 of each corpus file, as listed in {@code corpus/README.md}. */
  private static final Map<String, String> SHA_256 =
      Map.of(
          "mixed", "d382e71bcdfdf629d2f655b492434487d7b5a5fd328e76641ecaa798d451a55c",
          "ascii", "1eccd8d28a4600963967e459ff727da15abb5e2cbec4415abcb656fb737b7751",
          "unicode", "e76d65a51cc3c0a9d3fe441c17c53cb9cd8659e6a6289e4b17df72c362b2a213");

  /** How many mismatches a failure message describes in full. */
  private static final int DESCRIBED = 20;

  private static final Map<String, List<String>> CORPORA = new ConcurrentHashMap<>();

  static Stream<Arguments> corpusAndProfile() {
    Map<String, IdnaProfile> profiles = new LinkedHashMap<>();
    profiles.put("uts46", IdnaProfile.uts46());
    profiles.put("lookup", IdnaProfile.lookup());
    profiles.put("registration", IdnaProfile.registration());
    profiles.put("whatwgUrl", IdnaProfile.whatwgUrl());
    profiles.put("transitional", IdnaProfile.transitional());
    List<Arguments> cases = new ArrayList<>();
    for (String corpus : List.of("mixed", "ascii", "unicode")) {
      profiles.forEach((name, profile) -> cases.add(Arguments.of(corpus, name, profile)));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} corpus, {1} profile")
  @MethodSource("corpusAndProfile")
  void everyNameGivesTheSameResultOnTheOptimizedAndTheUnoptimizedPath(
      String corpus, String profileName, IdnaProfile profile) {
    List<String> names = corpus(corpus);
    Idna optimized = Idna.of(profile);
    Idna plain = Idna.unoptimized(profile);
    Mismatches mismatches = new Mismatches();

    // Layer 1: whole names.
    Set<String> labels = new LinkedHashSet<>();
    int valid = 0;
    int decoded = 0;
    for (int line = 1; line <= names.size(); line++) {
      String name = names.get(line - 1);
      String where = "line " + line;
      DomainResult ascii =
          compare(where, "toAscii", name, optimized::toAscii, plain::toAscii, mismatches);
      compare(where, "toUnicode", name, optimized::toUnicode, plain::toUnicode, mismatches);
      addLabels(name, profile, labels);
      if (ascii.isValid()) {
        valid++;
        if (!ascii.output().equals(name)) {
          decoded++;
          compare(
              where,
              "toUnicode of the ASCII form",
              ascii.output(),
              optimized::toUnicode,
              plain::toUnicode,
              mismatches);
          addLabels(ascii.output(), profile, labels);
        }
      }
    }

    // Layer 2: every distinct label of those names and ASCII forms.
    DomainLabels fastLabels = LabelAccess.get().labels(profile);
    DomainLabels plainLabels = LabelAccess.get().referenceLabels(profile);
    for (String label : labels) {
      for (boolean bidiDomain : new boolean[] {false, true}) {
        String where = "label '" + label + "' (bidiDomain=" + bidiDomain + ")";
        mismatches.check(
            where,
            "toAscii",
            fastLabels.toAscii(label, bidiDomain),
            plainLabels.toAscii(label, bidiDomain));
        mismatches.check(
            where,
            "toUnicode",
            fastLabels.toUnicode(label, bidiDomain),
            plainLabels.toUnicode(label, bidiDomain));
      }
    }

    System.out.printf(
        "equivalence %s/%s: %d names (%d valid, %d ASCII forms decoded),"
            + " %d distinct labels, %d mismatches%n",
        corpus, profileName, names.size(), valid, decoded, labels.size(), mismatches.count);
    assertThat(mismatches.described)
        .as(
            "%d results differ between the optimized and the unoptimized path"
                + " (the first %d are described)",
            mismatches.count, DESCRIBED)
        .isEmpty();
    assertThat(mismatches.count).isZero();
  }

  /**
   * The boundaries of the name-level tiers, which the corpora (all valid, short names) barely
   * touch: empty and root labels, label and name lengths at and beyond 63 and 253 octets, hyphens
   * at the ends and in positions 3-4, {@code xn--} in any case, capitals (tier 2 under UTS #46,
   * DISALLOWED under registration), non-LDH ASCII, under every preset and under variants that
   * switch CheckHyphens, VerifyDnsLength and the trailing dot.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("edgeProfiles")
  void nameTierBoundariesGiveTheSameResultOnBothPaths(String profileName, IdnaProfile profile) {
    String l63 = "a".repeat(62) + "b";
    String l64 = "a".repeat(63) + "b";
    String n253 = String.join(".", l63, l63, l63, "a".repeat(61));
    List<String> names =
        List.of(
            "",
            ".",
            "..",
            "a",
            "a.",
            "a..",
            ".a",
            "a..b",
            "a.b.",
            "A.b.",
            "Ab",
            "example.com",
            "EXAMPLE.COM",
            "Example.Com.",
            "ex_ample.com",
            "ex ample.com",
            "a/b",
            "-a.com",
            "a-.com",
            "a.-b",
            "ab--c.com",
            "ab--.com",
            "--",
            "-",
            "a-b-c.d-e",
            "xn--a.com",
            "XN--a.com",
            "Xn--bcher-kva.de",
            "xn--bcher-kva.de",
            "xn--",
            "xn--.com",
            "xn--ab-.com",
            "ab--cd",
            "AB--cd",
            "x.n--",
            l63,
            l64,
            l63 + ".com",
            l64 + ".com",
            l63.toUpperCase(Locale.ROOT),
            n253,
            n253 + ".",
            n253 + "a",
            n253 + "a.",
            n253 + ".b",
            "1.2.3.4",
            "0--0",
            "a\u3002b",
            "a\uFF0Eb",
            "A\uFF61B",
            "\u00E9.com",
            "a.\u00C9");
    Idna optimized = Idna.of(profile);
    Idna plain = Idna.unoptimized(profile);
    Mismatches mismatches = new Mismatches();
    for (String name : names) {
      compare(profileName, "toAscii", name, optimized::toAscii, plain::toAscii, mismatches);
      compare(profileName, "toUnicode", name, optimized::toUnicode, plain::toUnicode, mismatches);
      // a CharSequence that is not a String takes the tiers' other scan
      compare(
          profileName,
          "toAscii(StringBuilder)",
          new StringBuilder(name),
          optimized::toAscii,
          plain::toAscii,
          mismatches);
    }
    assertThat(mismatches.described).isEmpty();
    assertThat(mismatches.count).isZero();
    // the tiers do run here: a valid lowercase name comes back as the caller's instance
    String valid = "www.example.com";
    assertThat(optimized.toAscii(valid).output()).isSameAs(valid);
  }

  static Stream<Arguments> edgeProfiles() {
    List<Arguments> cases = new ArrayList<>();
    for (IdnaProfile.Preset preset : IdnaProfile.Preset.values()) {
      IdnaProfile p = preset.profile();
      cases.add(Arguments.of(preset.presetName(), p));
      if (p.standard() == IdnaProfile.Standard.IDNA2003) {
        continue; // RFC 3490 has none of these options (and the tiers are UTS #46 / RFC 5891)
      }
      for (boolean hyphens : new boolean[] {false, true}) {
        for (boolean dns : new boolean[] {false, true}) {
          for (boolean trailingDot : new boolean[] {false, true}) {
            IdnaProfile variant =
                p.toBuilder()
                    .checkHyphens(hyphens)
                    .verifyDnsLength(dns)
                    .allowTrailingDot(trailingDot)
                    .build();
            cases.add(
                Arguments.of(
                    preset.presetName()
                        + " hyphens="
                        + hyphens
                        + " dnsLength="
                        + dns
                        + " trailingDot="
                        + trailingDot,
                    variant));
          }
        }
      }
    }
    return cases.stream();
  }

  /** Runs one name through both paths and records a difference in output, validity or problems. */
  private static DomainResult compare(
      String where,
      String operation,
      CharSequence input,
      Function<CharSequence, DomainResult> optimized,
      Function<CharSequence, DomainResult> plain,
      Mismatches mismatches) {
    DomainResult fast = optimized.apply(input);
    DomainResult reference = plain.apply(input);
    boolean same =
        fast.output().equals(reference.output())
            && fast.isValid() == reference.isValid()
            && fast.problems().equals(reference.problems())
            && fast.labelSpans().equals(reference.labelSpans());
    mismatches.record(
        same,
        where
            + " "
            + operation
            + "("
            + input
            + "): optimized "
            + fast
            + " but unoptimized "
            + reference);
    return reference;
  }

  /**
   * Adds the labels the domain engine hands to its label processor for {@code name}: split at
   * U+002E, and under UTS #46 also at U+3002, U+FF0E and U+FF61 (UTS #46 §4 step 3); RFC 5891 §5.2
   * registration splits at U+002E only.
   */
  private static void addLabels(String name, IdnaProfile profile, Set<String> labels) {
    boolean anySeparator = profile.standard() != IdnaProfile.Standard.IDNA2008_REGISTRATION;
    int start = 0;
    for (int i = 0; i <= name.length(); i++) {
      char c = i < name.length() ? name.charAt(i) : '.';
      if (c == '.' || (anySeparator && (c == '\u3002' || c == '\uFF0E' || c == '\uFF61'))) {
        labels.add(name.substring(start, i));
        start = i + 1;
      }
    }
  }

  /** Counts differences and describes the first few. */
  private static final class Mismatches {
    final List<String> described = new ArrayList<>();
    int count;

    void check(String where, String operation, Object fast, Object plain) {
      record(
          Objects.equals(fast, plain),
          where + " " + operation + ": optimized " + fast + " but unoptimized " + plain);
    }

    void record(boolean same, String description) {
      if (!same) {
        count++;
        if (described.size() < DESCRIBED) {
          described.add(description);
        }
      }
    }
  }

  private static List<String> corpus(String name) {
    return CORPORA.computeIfAbsent(name, OptimizedPathEquivalenceTest::load);
  }

  private static List<String> load(String name) {
    String resource = "/corpus/" + name + ".txt";
    byte[] bytes;
    try (InputStream in = OptimizedPathEquivalenceTest.class.getResourceAsStream(resource)) {
      assertThat(in).as(resource).isNotNull();
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(sha256(bytes)).as("SHA-256 of " + resource).isEqualTo(SHA_256.get(name));
    List<String> names = new String(bytes, StandardCharsets.UTF_8).lines().toList();
    assertThat(names).as(resource).hasSize(CORPUS_SIZE).doesNotContain("");
    return names;
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError("every Java platform has SHA-256", e);
    }
  }
}
