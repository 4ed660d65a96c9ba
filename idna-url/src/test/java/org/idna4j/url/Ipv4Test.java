package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The IPv4 parser, IPv4 number parser and ends-in-a-number checker (URL Standard §3.5) against an
 * edge table: every validation error, fatal ({@code problems()}) and not ({@code
 * nonFatalProblems()}), each boundary and its neighbour. Each row: the host, the serialization (or
 * FAILURE), the fatal errors, the non-fatal errors.
 */
class Ipv4Test {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        // decimal, the ends-in-a-number rule
        "1.2.3.4             | 1.2.3.4         | -                      | -",
        "0                   | 0.0.0.0         | -                      | IPV4_TOO_FEW_PARTS",
        "4294967295          | 255.255.255.255 | -                      | IPV4_TOO_FEW_PARTS IPV4_OUT_OF_RANGE_PART",
        "4294967296          | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS",
        "99999999999999999999999 | FAILURE     | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS",
        "127.1               | 127.0.0.1       | -                      | IPV4_TOO_FEW_PARTS",
        "127.0.1             | 127.0.0.1       | -                      | IPV4_TOO_FEW_PARTS",
        "1.65535             | 1.0.255.255     | -                      | IPV4_TOO_FEW_PARTS IPV4_OUT_OF_RANGE_PART",
        "1.16777215          | 1.255.255.255   | -                      | IPV4_TOO_FEW_PARTS IPV4_OUT_OF_RANGE_PART",
        "1.16777216          | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS",
        "1.2.65535           | 1.2.255.255     | -                      | IPV4_TOO_FEW_PARTS IPV4_OUT_OF_RANGE_PART",
        "1.2.65536           | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS",
        "1.2.3.255           | 1.2.3.255       | -                      | -",
        "1.2.3.256           | FAILURE         | IPV4_OUT_OF_RANGE_PART | -",
        "256.1.1.1           | FAILURE         | IPV4_OUT_OF_RANGE_PART | -",
        "1.256.1             | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS",
        // hexadecimal and octal parts
        "0x7f.1              | 127.0.0.1       | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
        "0X7F.0.0.1          | 127.0.0.1       | -                      | IPV4_NON_DECIMAL_PART",
        "0x                  | 0.0.0.0         | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
        "0xffffffff          | 255.255.255.255 | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART IPV4_OUT_OF_RANGE_PART",
        "0x100000000         | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
        "0177.0.0.1          | 127.0.0.1       | -                      | IPV4_NON_DECIMAL_PART",
        "00000000000000000000000001 | 0.0.0.1  | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
        "037777777777        | 255.255.255.255 | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART IPV4_OUT_OF_RANGE_PART",
        "040000000000        | FAILURE         | IPV4_OUT_OF_RANGE_PART | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
        "1.2.3.0x            | 1.2.3.0         | -                      | IPV4_NON_DECIMAL_PART",
        "0x.0x.0.0           | 0.0.0.0         | -                      | IPV4_NON_DECIMAL_PART IPV4_NON_DECIMAL_PART",
        // not numbers: octal 8 and 9, hex beyond f, a name before a number
        "09                  | FAILURE         | IPV4_NON_NUMERIC_PART  | IPV4_TOO_FEW_PARTS",
        "08.1                | FAILURE         | IPV4_NON_NUMERIC_PART  | IPV4_TOO_FEW_PARTS",
        "1.2.3.09            | FAILURE         | IPV4_NON_NUMERIC_PART  | -",
        "example.255         | FAILURE         | IPV4_NON_NUMERIC_PART  | IPV4_TOO_FEW_PARTS",
        "foo.0x              | FAILURE         | IPV4_NON_NUMERIC_PART  | IPV4_TOO_FEW_PARTS",
        "0xg.1               | FAILURE         | IPV4_NON_NUMERIC_PART  | IPV4_TOO_FEW_PARTS",
        // empty parts and too many parts
        "1.2.3.4.            | 1.2.3.4         | -                      | IPV4_EMPTY_PART EMPTY_LABEL",
        "1.2.3.              | 1.2.0.3         | -                      | IPV4_EMPTY_PART IPV4_TOO_FEW_PARTS EMPTY_LABEL",
        "1..2.3              | FAILURE         | IPV4_NON_NUMERIC_PART  | EMPTY_LABEL",
        "1.2.3.4.5           | FAILURE         | IPV4_TOO_MANY_PARTS    | -",
        "1.2.3.4.5.          | FAILURE         | IPV4_TOO_MANY_PARTS    | IPV4_EMPTY_PART EMPTY_LABEL",
        // does not end in a number: a domain
        "1.2.3.4..           | 1.2.3.4..       | -                      | EMPTY_LABEL EMPTY_LABEL",
        "foo.1a              | foo.1a          | -                      | -",
        "foo.0xg             | foo.0xg         | -                      | -",
        "1.2.3.4x            | 1.2.3.4x        | -                      | -",
        // reached through the domain parser: mapping and percent-decoding come first
        "１２７.０.０.１        | 127.0.0.1       | -                      | -",
        "%31%32%37.0.0.1     | 127.0.0.1       | -                      | DOMAIN_PERCENT_ENCODED",
        "0X7F.1              | 127.0.0.1       | -                      | IPV4_TOO_FEW_PARTS IPV4_NON_DECIMAL_PART",
      })
  void ipv4(String input, String expected, String fatal, String nonFatal) {
    HostResult r = Host.parse(input);
    assertThat(errors(r.problems())).as("fatal: %s", r).isEqualTo(errors(fatal));
    assertThat(errors(r.nonFatalProblems())).as("non-fatal: %s", r).isEqualTo(errors(nonFatal));
    if (expected.equals("FAILURE")) {
      assertThat(r.isValid()).isFalse();
      assertThat(r.output()).isSameAs(input);
    } else {
      assertThat(r.output()).isEqualTo(expected);
      Host.Kind kind = r.host().orElseThrow().kind();
      assertThat(kind)
          .isEqualTo(
              expected.endsWith(".") || expected.matches(".*[a-z].*")
                  ? Host.Kind.DOMAIN
                  : Host.Kind.IPV4);
      // The serialization is a fixed point of the host parser.
      assertThat(Host.parse(expected).output()).isEqualTo(expected);
    }
  }

  @ParameterizedTest(name = "{0}: {1} at {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1.2.3.4.5     | IPV4_TOO_MANY_PARTS    | 8 | 4",
        "1.2.3.256     | IPV4_OUT_OF_RANGE_PART | 6 | 3",
        "1.2.x.4       | IPV4_NON_NUMERIC_PART  | 4 | 2",
        "1.0x2.3.4     | IPV4_NON_DECIMAL_PART  | 2 | 1",
        "1.2.3.4.      | IPV4_EMPTY_PART        | 8 | 4",
        "%31.2.3.0400  | IPV4_OUT_OF_RANGE_PART | 8 | 3",
        "１.２.３.0x100 | IPV4_OUT_OF_RANGE_PART | 6 | 3",
      })
  void problemsPointAtTheirPart(String input, UrlError error, int offset, int label) {
    HostResult r = Host.parse(input);
    List<IdnaProblem> all = new java.util.ArrayList<>(r.problems());
    all.addAll(r.nonFatalProblems());
    assertThat(all)
        .filteredOn(p -> p.error() == error)
        .extracting(IdnaProblem::offset, p -> p.labelIndex().orElse(IdnaProblem.NAME_LEVEL))
        .containsExactly(org.assertj.core.groups.Tuple.tuple(offset, label));
  }

  /**
   * The ends-in-a-number checker on a range of a longer text (as the fast path of toAsciiInUrl asks
   * it of a host inside a URL) against the checker's steps written out on the range copied out:
   * split on '.', drop one trailing empty item unless it is the only one (step 3), and the last
   * item is non-empty ASCII digits (step 5) or an IPv4 number, which without only digits means
   * {@code 0x} or {@code 0X} and hex digits (step 6).
   */
  @Test
  void endsInANumberOnARangeFollowsTheSteps() {
    java.util.Random random = new java.util.Random(25);
    String alphabet = "0123456789abcdefgxX.-zF";
    int numbers = 0;
    for (int i = 0; i < 50_000; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = random.nextInt(10); k > 0; k--) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String host = sb.toString();
      String text = "ab." + host + "9.x";
      boolean expected = endsInANumberBySteps(host);
      assertThat(Ipv4.endsInANumber(text, 3, 3 + host.length())).as(host).isEqualTo(expected);
      assertThat(Ipv4.endsInANumber(host)).as(host).isEqualTo(expected);
      numbers += expected ? 1 : 0;
    }
    assertThat(numbers).as("hosts that end in a number").isGreaterThan(1000);
  }

  private static boolean endsInANumberBySteps(String input) {
    List<String> parts = new java.util.ArrayList<>(Arrays.asList(input.split("\\.", -1)));
    if (parts.get(parts.size() - 1).isEmpty()) {
      if (parts.size() == 1) {
        return false;
      }
      parts.remove(parts.size() - 1);
    }
    String last = parts.get(parts.size() - 1);
    if (!last.isEmpty() && last.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return true;
    }
    return last.length() >= 2
        && last.charAt(0) == '0'
        && (last.charAt(1) == 'x' || last.charAt(1) == 'X')
        && last.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0);
  }

  private static List<String> errors(List<IdnaProblem> problems) {
    return problems.stream().map(p -> p.error().name()).sorted().toList();
  }

  private static List<String> errors(String names) {
    return names == null ? List.of() : Arrays.stream(names.trim().split(" +")).sorted().toList();
  }
}
