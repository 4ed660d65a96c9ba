package org.idna4j.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class RecordJsonTest {

  private static String json(String s) throws IOException {
    StringBuilder b = new StringBuilder();
    RecordJson.string(s, b);
    return b.toString();
  }

  @Test
  void everyBidiControlAndC1ControlIsEscaped() throws IOException {
    StringBuilder controls = new StringBuilder("\u061C\u200E\u200F");
    for (char c = '\u202A'; c <= '\u202E'; c++) {
      controls.append(c);
    }
    for (char c = '\u2066'; c <= '\u2069'; c++) {
      controls.append(c);
    }
    for (char c = '\u0080'; c <= '\u009F'; c++) {
      controls.append(c);
    }
    String text = "moc.\u202Elapyap" + controls;
    String out = json(text);
    for (int i = 0; i < out.length(); i++) {
      char c = out.charAt(i);
      assertThat(c >= 0x20 && c < 0x7F).as("U+%04X written raw in %s", (int) c, out).isTrue();
    }
    assertThat(out).startsWith("\"moc.\\u202elapyap\\u061c\\u200e\\u200f");
    // read back, the text is the same
    assertThat(new ObjectMapper().readValue(out, String.class)).isEqualTo(text);
  }

  @Test
  void lettersAroundTheControlsStayAsTheyAre() throws IOException {
    // U+00A0, U+200D (ZWJ, not a Bidi control) and U+2065 (unassigned, next to LRI) stay raw
    assertThat(json("b\u00FCcher\u00A0\u200D\u2065\u2070"))
        .isEqualTo("\"b\u00FCcher\u00A0\u200D\u2065\u2070\"");
  }
}
