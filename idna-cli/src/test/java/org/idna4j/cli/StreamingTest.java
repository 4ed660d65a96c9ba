package org.idna4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@code idna check} streams: a record is written as soon as its line has arrived, without waiting
 * for a full batch or the end of input (a terminal, {@code tail -f logfile | idna check}).
 */
class StreamingTest {

  @Test
  @org.junit.jupiter.api.Timeout(120)
  void eachRecordIsWrittenBeforeTheNextLineArrives() throws Exception {
    for (String threads : new String[] {"1", "2"}) {
      PipedOutputStream producer = new PipedOutputStream();
      PipedInputStream in = new PipedInputStream(producer, 1 << 16);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Io io = new Io(in, out, err, false);
      AtomicInteger exit = new AtomicInteger(-1);
      Thread cli =
          new Thread(() -> exit.set(IdnaCli.run(io, "check", "--no-header", "--threads", threads)));
      cli.start();

      producer.write("first.example\n".getBytes(StandardCharsets.UTF_8));
      producer.flush();
      // The second line is not written until the first record is out: if check waited for
      // more input before writing, this would never end (the test's own timeout fails it).
      while (!out.toString(StandardCharsets.UTF_8).contains("first.example")) {
        Thread.sleep(10);
        assertThat(cli.isAlive()).as("check still running").isTrue();
      }
      producer.write("second.example\n".getBytes(StandardCharsets.UTF_8));
      producer.close();
      cli.join();

      assertThat(exit.get()).isZero();
      assertThat(out.toString(StandardCharsets.UTF_8).split("\n"))
          .extracting(l -> l.split("\t")[1])
          .containsExactly("first.example", "second.example");
    }
  }
}
