package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class OptionsTest {

  @Test
  void noOptionsIsReplace() {
    for (String args : new String[] {null, "", " ", "replace", "REPLACE"}) {
      Options o = Options.parse(args);
      assertThat(o.audit()).as(args).isFalse();
    }
  }

  @Test
  void auditWithItsOptions() {
    Options o = Options.parse("audit, log=/tmp/x.jsonl ,max-records=5,interval=2");
    assertThat(o.audit()).isTrue();
    assertThat(o.log()).isEqualTo(Path.of("/tmp/x.jsonl"));
    assertThat(o.maxRecords()).isEqualTo(5);
    assertThat(o.intervalSeconds()).isEqualTo(2);
    Options d = Options.parse("audit");
    assertThat(d.log().toString())
        .isEqualTo("idna4j-audit-" + ProcessHandle.current().pid() + ".jsonl");
    assertThat(d.maxRecords()).isEqualTo(Options.DEFAULT_MAX_RECORDS);
    assertThat(d.intervalSeconds()).isEqualTo(60);
  }

  @Test
  void anythingElseIsAnErrorNotAGuess() {
    for (String bad :
        new String[] {
          "audti",
          "replace,audit",
          "audit,audit",
          "audit=yes",
          "audit,log=",
          "audit,log=a,log=b",
          "audit,max-records=0",
          "audit,max-records=1000001",
          "audit,max-records=x",
          "audit,interval=0",
          "log=a.jsonl",
          "replace,max-records=3",
          "audit,",
          "x".repeat(1_000_000)
        }) {
      assertThatThrownBy(() -> Options.parse(bad))
          .as(bad.length() > 50 ? "long" : bad)
          .isInstanceOf(IllegalArgumentException.class)
          .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(200));
    }
  }
}
