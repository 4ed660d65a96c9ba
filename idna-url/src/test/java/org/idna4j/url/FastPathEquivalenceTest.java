package org.idna4j.url;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link FastUrl}, the fast path of {@link Host#toAsciiInUrl}, gives exactly what the full path
 * ({@link UrlAuthority#toAsciiInUrlWithoutFastPath}) gives, and the caller's own instance, on every
 * URL it accepts: the WPT inputs, hand-picked URLs at the edge of its shape, and random URLs built
 * from the characters its checks distinguish.
 */
class FastPathEquivalenceTest {

  @Test
  void theFastPathAgreesWithTheStatesOfTheStandard() throws IOException {
    List<String> urls = new ArrayList<>();
    for (UrlTestDataTest.Case c : UrlTestDataTest.cases()) {
      urls.add(c.input());
    }
    urls.addAll(
        List.of(
            "https://www.example.com/",
            "http://example.com",
            "HTTP://example.com?x",
            "wss://a.b:65535#f",
            "ws://a.b:65536/",
            "ftp://a.b:/",
            "https://127.0.0.1/",
            "https://1.2.3.4.5/",
            "https://a.0x1/",
            "https://xn--a.example/",
            "https://ab--c.example/",
            "https://-a.example/",
            "https://a..b/",
            "https://a.b./",
            "https://" + "a".repeat(64) + ".example/",
            "https://" + "a.".repeat(127) + "a/",
            "https://a.b:8a/",
            "https://a.b\\x",
            "https://a_b.example/",
            "file://a.b/",
            "foo://a.b/",
            "https:/a.b/",
            "https:///a.b/",
            " https://a.b/",
            "https://a.b/ "));
    Random random = new Random(25);
    String alphabet = "ab0-.:/?#\\@[]%xX1 \tfA";
    // the two schemes tried as they are spelled, and the others the fast path takes or refuses
    List<String> starts =
        List.of(
            "https://",
            "http://",
            "https://",
            "http://",
            "HTTPS://",
            "Http://",
            "ws://",
            "WSS://",
            "ftp://",
            "file://",
            "foo://",
            "https:/",
            "https:\\",
            "httpx://",
            " https://");
    for (int i = 0; i < 40_000; i++) {
      StringBuilder sb = new StringBuilder(starts.get(random.nextInt(starts.size())));
      int length = random.nextInt(12);
      for (int k = 0; k < length; k++) {
        sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      urls.add(sb.toString());
    }
    int fast = 0;
    for (String url : urls) {
      HostResult full = UrlAuthority.toAsciiInUrlWithoutFastPath(url);
      HostResult viaFast = FastUrl.toAsciiInUrl(url);
      if (viaFast != null) {
        fast++;
        assertThat(viaFast).as(url).isEqualTo(full);
        assertThat(viaFast.output()).isSameAs(url);
      }
      assertThat(Host.toAsciiInUrl(url)).as(url).isEqualTo(full);
    }
    assertThat(fast).as("URLs that took the fast path").isGreaterThan(1000);
  }
}
