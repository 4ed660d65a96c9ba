package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.idna4j.label.IdnaProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The IPv6 parser and serializer (URL Standard §3.5, §3.6) against an edge table: compression of
 * the first longest run of two or more zero pieces (RFC 5952 §4.2), embedded IPv4, and every IPv6
 * validation error with its offset. Each row: the host, the serialization or the fatal error, and
 * the offset of the problem (-1 for none).
 */
class Ipv6Test {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "[::]                      | [::]                     | -1",
        "[::1]                     | [::1]                    | -1",
        "[1::]                     | [1::]                    | -1",
        "[0:0:0:0:0:0:0:0]         | [::]                     | -1",
        "[1:0:0:0:0:0:0:0]         | [1::]                    | -1",
        "[0:0:0:0:0:0:0:1]         | [::1]                    | -1",
        "[1:0:0:2:0:0:0:3]         | [1:0:0:2::3]             | -1",
        "[1:0:0:2:0:0:3:4]         | [1::2:0:0:3:4]           | -1",
        "[1:0:2:3:4:5:6:7]         | [1:0:2:3:4:5:6:7]        | -1",
        "[0:f:0:0:f:f:0:0]         | [0:f::f:f:0:0]           | -1",
        "[::1:2:3:4:5:6:7]         | [0:1:2:3:4:5:6:7]        | -1",
        "[1:2:3:4:5:6:7::]         | [1:2:3:4:5:6:7:0]        | -1",
        "[1:2:3:4:5:6::8]          | [1:2:3:4:5:6:0:8]        | -1",
        "[ABCD:EF01::]             | [abcd:ef01::]            | -1",
        "[2001:db8:85a3:0:0:8a2e:370:7334] | [2001:db8:85a3::8a2e:370:7334] | -1",
        "[::ffff:192.168.0.1]      | [::ffff:c0a8:1]          | -1",
        "[::127.0.0.1]             | [::7f00:1]               | -1",
        "[1:2:3:4:5:6:1.2.3.4]     | [1:2:3:4:5:6:102:304]    | -1",
        "[::0.0.0.0]               | [::]                     | -1",
        "[::255.255.255.255]       | [::ffff:ffff]            | -1",
        "[:1]                      | IPV6_INVALID_COMPRESSION | 1",
        "[:]                       | IPV6_INVALID_COMPRESSION | 1",
        "[1:2:3:4:5:6:7:8:9]       | IPV6_TOO_MANY_PIECES     | 17",
        "[1:2:3:4:5:6:7:8::]       | IPV6_TOO_MANY_PIECES     | 17",
        "[1::1::1]                 | IPV6_MULTIPLE_COMPRESSION| 6",
        "[:::]                     | IPV6_MULTIPLE_COMPRESSION| 3",
        "[1:2:3!:4]                | IPV6_INVALID_CODE_POINT  | 6",
        "[1:2:3:]                  | IPV6_INVALID_CODE_POINT  | 7",
        "[12345::]                 | IPV6_INVALID_CODE_POINT  | 5",
        "[::g]                     | IPV6_INVALID_CODE_POINT  | 3",
        "[::1 ]                    | IPV6_INVALID_CODE_POINT  | 4",
        "[0:0::%31]                | IPV6_INVALID_CODE_POINT  | 6",
        "[::é]                     | IPV6_INVALID_CODE_POINT  | 3",
        "[1:2:3]                   | IPV6_TOO_FEW_PIECES      | 6",
        "[]                        | IPV6_TOO_FEW_PIECES      | 1",
        "[::1                      | IPV6_UNCLOSED            | 0",
        "[                         | IPV6_UNCLOSED            | 0",
        "[0:0::1%5D                | IPV6_UNCLOSED            | 0",
        "[1:1:1:1:1:1:1:127.0.0.1] | IPV4_IN_IPV6_TOO_MANY_PIECES   | 15",
        "[ffff::.0.0.1]            | IPV4_IN_IPV6_INVALID_CODE_POINT| 7",
        "[ffff::127.0.xyz.1]       | IPV4_IN_IPV6_INVALID_CODE_POINT| 13",
        "[ffff::127.0xyz]          | IPV4_IN_IPV6_INVALID_CODE_POINT| 12",
        "[ffff::127.00.0.1]        | IPV4_IN_IPV6_INVALID_CODE_POINT| 12",
        "[ffff::127.0.0.1.2]       | IPV4_IN_IPV6_INVALID_CODE_POINT| 16",
        "[ffff::127.0.0.1.]        | IPV4_IN_IPV6_INVALID_CODE_POINT| 16",
        "[ffff::127.0.0.4000]      | IPV4_IN_IPV6_OUT_OF_RANGE_PART | 17",
        "[ffff::256.0.0.1]         | IPV4_IN_IPV6_OUT_OF_RANGE_PART | 9",
        "[ffff::127.0.0]           | IPV4_IN_IPV6_TOO_FEW_PARTS     | 14",
        "[ffff::127.0.0.]          | IPV4_IN_IPV6_INVALID_CODE_POINT| 15",
      })
  void ipv6(String input, String expected, int offset) {
    for (HostResult r : List.of(Host.parse(input), Host.parseOpaque(input))) {
      if (expected.startsWith("[")) {
        assertThat(r.problems()).as(r.toString()).isEmpty();
        assertThat(r.output()).isEqualTo(expected);
        assertThat(r.host().orElseThrow().kind()).isEqualTo(Host.Kind.IPV6);
        assertThat(Host.parse(expected).output()).as("a fixed point").isSameAs(expected);
      } else {
        assertThat(r.isValid()).isFalse();
        assertThat(r.output()).isSameAs(input);
        assertThat(r.problems())
            .extracting(IdnaProblem::error, IdnaProblem::offset)
            .containsExactly(
                org.assertj.core.groups.Tuple.tuple(UrlError.valueOf(expected), offset));
      }
    }
  }

  @Test
  void aPieceWithALeadingZeroIsReportedWithoutFailing() {
    HostResult r = Host.parse("[0001::01:0]");
    assertThat(r.output()).isEqualTo("[1::1:0]");
    assertThat(r.nonFatalProblems())
        .extracting(IdnaProblem::error, IdnaProblem::offset)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(UrlError.IPV6_PIECE_LEADING_ZERO, 1),
            org.assertj.core.groups.Tuple.tuple(UrlError.IPV6_PIECE_LEADING_ZERO, 7));
    assertThat(Host.parse("[0::0]").nonFatalProblems()).isEmpty();
  }

  @Test
  void theCompressedPieceIndexIsTheFirstLongestRunOfTwoOrMore() {
    assertThat(Ipv6.compressedPieceIndex(new int[] {0, 0xf, 0, 0, 0xf, 0xf, 0, 0})).isEqualTo(2);
    assertThat(Ipv6.compressedPieceIndex(new int[] {1, 0, 2, 0, 3, 0, 4, 0})).isEqualTo(-1);
    assertThat(Ipv6.compressedPieceIndex(new int[] {1, 0, 0, 2, 0, 0, 0, 0})).isEqualTo(4);
    assertThat(Ipv6.compressedPieceIndex(new int[8])).isZero();
  }
}
