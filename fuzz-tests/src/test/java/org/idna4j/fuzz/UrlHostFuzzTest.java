package org.idna4j.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.idna4j.label.IdnaProblem;
import org.idna4j.url.Host;
import org.idna4j.url.HostResult;
import org.junit.jupiter.api.Timeout;

/**
 * The fuzz targets of idna-url (issue 25): the URL Standard's host parser ({@link Host#parse},
 * {@link Host#parseOpaque}) and {@link Host#toAsciiInUrl}, on short inputs ({@link FuzzInput#text})
 * and long-mode ones ({@link FuzzInput#longText}, up to 100,000 characters).
 *
 * <p>Properties, on every input:
 *
 * <ul>
 *   <li>no exception; valid exactly when {@code problems()} is empty, and then a host is present
 *       for {@code parse}/{@code parseOpaque};
 *   <li>an invalid result's output is the caller's own input instance;
 *   <li>every problem's offset lies inside the input (at most its number of code points), and both
 *       lists are in input order;
 *   <li>a valid host's serialization is ASCII, and parsing it again gives the same host (the host
 *       serializer's round trip, URL Standard §3);
 *   <li>{@code toAsciiInUrl} is idempotent: a valid output converted again comes back as the same
 *       instance, and it holds the host's serialization.
 * </ul>
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class UrlHostFuzzTest {

  @FuzzTest
  void host(byte[] data) {
    checkHost(FuzzInput.text(data));
  }

  @FuzzTest
  void url(byte[] data) {
    checkUrl(FuzzInput.text(data));
  }

  @FuzzTest
  void longHost(byte[] data) {
    checkHost(FuzzInput.longText(data));
  }

  @FuzzTest
  void longUrl(byte[] data) {
    checkUrl(FuzzInput.longText(data));
  }

  static void checkHost(String input) {
    for (boolean opaque : new boolean[] {false, true}) {
      HostResult r = opaque ? Host.parseOpaque(input) : Host.parse(input);
      checkCommon(input, r);
      if (r.isValid()) {
        Host host = r.host().orElseThrow();
        assertThat(r.output()).isEqualTo(host.serialize());
        assertThat(isAscii(host.serialize())).as("ASCII serialization of %s", r).isTrue();
        HostResult again = opaque ? Host.parseOpaque(r.output()) : Host.parse(r.output());
        assertThat(again.host()).as("the serialization parses to the same host").contains(host);
      }
    }
  }

  static void checkUrl(String input) {
    HostResult r = Host.toAsciiInUrl(input);
    checkCommon(input, r);
    if (r.isValid()) {
      assertThat(Host.toAsciiInUrl(r.output()).output())
          .as("converting twice: %s", r)
          .isSameAs(r.output());
      r.host().ifPresent(h -> assertThat(r.output()).contains(h.serialize()));
    }
  }

  private static void checkCommon(String input, HostResult r) {
    assertThat(r.isValid()).isEqualTo(r.problems().isEmpty());
    if (!r.isValid()) {
      assertThat(r.output()).isSameAs(input);
      assertThat(r.host()).isEmpty();
    }
    int codePoints = input.codePointCount(0, input.length());
    List<IdnaProblem> all = new ArrayList<>(r.problems());
    all.addAll(r.nonFatalProblems());
    for (IdnaProblem p : all) {
      assertThat(p.offset())
          .as("offset of %s in an input of %s code points", p, codePoints)
          .isBetween(0, codePoints);
    }
    assertThat(inOrder(r.problems())).as("problems in input order: %s", r).isTrue();
    assertThat(inOrder(r.nonFatalProblems())).as("in input order: %s", r).isTrue();
  }

  private static boolean inOrder(List<IdnaProblem> problems) {
    int last = 0;
    for (IdnaProblem p : problems) {
      if (p.error() == org.idna4j.label.IdnaError.TOO_MANY_PROBLEMS) {
        continue;
      }
      if (p.offset() < last) {
        return false;
      }
      last = p.offset();
    }
    return true;
  }

  private static boolean isAscii(String s) {
    return s.chars().allMatch(c -> c < 0x80);
  }
}
