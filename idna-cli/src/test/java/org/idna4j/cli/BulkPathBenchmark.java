package org.idna4j.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.idna4j.domain.Idna;
import org.idna4j.records.CheckRecord;
import org.idna4j.records.ProblemRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The bulk path of {@code idna check}, hand-written against the libraries a reviewer would name:
 * decoding the input lines ({@link Utf8} against a reporting {@link CharsetDecoder}) and writing
 * the records ({@link RecordOut#jsonLine} with {@link ByteSink} against Jackson's {@link
 * JsonGenerator}; {@link CheckCommand#writeCsv} against Commons CSV's {@link CSVPrinter}).
 *
 * <p>Each peer is configured to write what ours writes, and {@link #setup} compares the bytes of
 * both over the whole corpus first: the JSON writers must agree byte for byte (the run fails
 * otherwise); for CSV it prints how many records differ. Times are per line. Run by hand, see
 * idna-cli/README.md "Hand-written or library"; not a test.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BulkPathBenchmark {

  /** Records per output batch, as {@link LineReader} hands them to a worker. */
  private static final int BATCH = 2048;

  /** A corpus file of the benchmarks module, one name per line. */
  @Param({"mixed", "unicode"})
  public String corpus;

  private byte[][] lines;
  private CheckRecord[] checked;
  private final ByteSink sink = new ByteSink(1 << 20);
  private final JsonFactory jackson = jacksonFactory();
  private final CSVFormat csv = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
  private CharBuffer chars = CharBuffer.allocate(256);

  /** Reads the corpus, checks every name once, and compares the peers' output with ours. */
  @Setup
  public void setup() throws IOException {
    Path dir = Path.of(System.getProperty("corpus.dir", "benchmarks/src/main/resources/corpus"));
    List<byte[]> read = new ArrayList<>();
    for (String name : Files.readAllLines(dir.resolve(corpus + ".txt"), StandardCharsets.UTF_8)) {
      read.add(name.getBytes(StandardCharsets.UTF_8));
    }
    lines = read.toArray(new byte[0][]);
    checked = new CheckRecord[lines.length];
    Idna idna = Idna.uts46();
    for (int i = 0; i < lines.length; i++) {
      checked[i] =
          CheckCommand.check(idna, i + 1, new LineReader.RawLine(lines[i], lines[i].length));
    }
    byte[] ours = all(this::jsonlOurs);
    byte[] theirs = all(this::jsonlJackson);
    if (!Arrays.equals(ours, theirs)) {
      throw new IllegalStateException("Jackson's JSON Lines differ from ours");
    }
    String[] oursCsv = new String(all(this::csvOurs), StandardCharsets.UTF_8).split("\n", -1);
    String[] theirsCsv = new String(all(this::csvCommons), StandardCharsets.UTF_8).split("\n", -1);
    int differ = 0;
    for (int i = 0; i < Math.min(oursCsv.length, theirsCsv.length); i++) {
      if (!oursCsv[i].equals(theirsCsv[i])) {
        differ++;
      }
    }
    System.out.println(
        "\n"
            + corpus
            + ": "
            + lines.length
            + " lines; CSV records that differ from"
            + " Commons CSV's: "
            + differ);
  }

  /** Runs a writer over the whole corpus and returns every byte it wrote. */
  private byte[] all(Writer writer) {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    writer.write(
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."),
        bytes);
    return bytes.toByteArray();
  }

  /** One run over the corpus that hands each full batch to {@code batches}. */
  private interface Writer {
    void write(Blackhole bh, OutputStream batches);
  }

  private void flush(OutputStream batches, Blackhole bh) {
    if (batches != null) {
      try {
        sink.writeTo(batches);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    bh.consume(sink.length());
    sink.clear();
  }

  // ---------------------------------------------------------------- decoding the input lines

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void decodeOurs(Blackhole bh) {
    for (byte[] line : lines) {
      bh.consume(Utf8.decode(line, line.length));
    }
  }

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void decodeCharsetDecoder(Blackhole bh) {
    for (byte[] line : lines) {
      bh.consume(decodeReporting(line, line.length));
    }
  }

  /** Strict decoding with a reused decoder; null where the bytes are not UTF-8. */
  private String decodeReporting(byte[] bytes, int length) {
    if (chars.capacity() < length) {
      chars = CharBuffer.allocate(Math.max(length, chars.capacity() * 2));
    }
    chars.clear();
    decoder.reset();
    CoderResult r = decoder.decode(ByteBuffer.wrap(bytes, 0, length), chars, true);
    if (r.isError() || decoder.flush(chars).isError()) {
      return null;
    }
    return chars.flip().toString();
  }

  // ---------------------------------------------------------------- writing the records

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void jsonlOurs(Blackhole bh) {
    jsonlOurs(bh, null);
  }

  private void jsonlOurs(Blackhole bh, OutputStream batches) {
    writeOurs(bh, batches, (out, line, c) -> RecordOut.jsonLine(out, c));
  }

  /** One of our record writers, as {@code check} calls it (no --psl columns). */
  private interface RecordWriter {
    void write(ByteSink out, long line, CheckRecord c);
  }

  private void writeOurs(Blackhole bh, OutputStream batches, RecordWriter writer) {
    for (int i = 0; i < checked.length; i++) {
      writer.write(sink, i + 1, checked[i]);
      if ((i + 1) % BATCH == 0) {
        flush(batches, bh);
      }
    }
    flush(batches, bh);
  }

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void jsonlJackson(Blackhole bh) {
    jsonlJackson(bh, null);
  }

  private void jsonlJackson(Blackhole bh, OutputStream batches) {
    try {
      JsonGenerator g = null;
      for (int i = 0; i < checked.length; i++) {
        if (g == null) {
          g = jackson.createGenerator(new SinkStream(sink));
          g.setRootValueSeparator(null);
        }
        writeJsonl(g, i + 1, checked[i]);
        if ((i + 1) % BATCH == 0) {
          g.close();
          g = null;
          flush(batches, bh);
        }
      }
      if (g != null) {
        g.close();
      }
      flush(batches, bh);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@link RecordOut#jsonLine} written with Jackson's generator. */
  private static void writeJsonl(JsonGenerator g, long line, CheckRecord c) throws IOException {
    g.writeStartObject();
    g.writeNumberField("line", line);
    g.writeStringField("input", c.input());
    g.writeStringField("ascii", c.ascii());
    g.writeStringField("unicode", c.unicode());
    g.writeBooleanField("valid", c.valid());
    g.writeArrayFieldStart("problems");
    for (ProblemRecord p : c.problems()) {
      writeProblem(g, p);
    }
    g.writeEndArray();
    g.writeArrayFieldStart("non_fatal_problems");
    for (ProblemRecord p : c.nonFatalProblems()) {
      writeProblem(g, p);
    }
    g.writeEndArray();
    g.writeNullField("public_suffix");
    g.writeNullField("registrable_domain");
    g.writeEndObject();
    g.writeRaw('\n');
  }

  private static void writeProblem(JsonGenerator g, ProblemRecord p) throws IOException {
    g.writeStartObject();
    if (p.labelIndex() != null) {
      g.writeNumberField("label_index", p.labelIndex());
    } else {
      g.writeNullField("label_index");
    }
    g.writeStringField("scope", p.scope());
    g.writeNumberField("offset", p.offset());
    g.writeStringField("error", p.error());
    if (p.uts46Code() == null) {
      g.writeNullField("uts46_code");
    } else {
      g.writeStringField("uts46_code", p.uts46Code());
    }
    g.writeStringField("detail", p.detail());
    g.writeEndObject();
  }

  /**
   * Jackson set up to escape as {@link ByteSink#json} does: lowercase hex, a surrogate pair as one
   * UTF-8 sequence, and {@code \}{@code uXXXX} for every control (no {@code \b}, {@code \f}), DEL,
   * U+2028 and U+2029.
   */
  private static JsonFactory jacksonFactory() {
    return ((JsonFactoryBuilder) JsonFactory.builder())
        .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
        .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
        .characterEscapes(new OurEscapes())
        .build();
  }

  private static final class OurEscapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;

    private final int[] ascii = CharacterEscapes.standardAsciiEscapesForJSON();

    OurEscapes() {
      ascii[0x08] = ESCAPE_CUSTOM;
      ascii[0x0C] = ESCAPE_CUSTOM;
      ascii[0x7F] = ESCAPE_CUSTOM;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      if (ch < 0x20 || ch == 0x7F || ch == 0x2028 || ch == 0x2029) {
        return new SerializedString(String.format("\\u%04x", ch));
      }
      return null;
    }
  }

  /** Jackson's output stream: the sink our writers fill. */
  private static final class SinkStream extends OutputStream {
    private final ByteSink sink;

    SinkStream(ByteSink sink) {
      this.sink = sink;
    }

    @Override
    public void write(int b) {
      sink.ascii((char) (b & 0xFF));
    }

    @Override
    public void write(byte[] b, int off, int len) {
      sink.bytes(b, off, len);
    }
  }

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void csvOurs(Blackhole bh) {
    csvOurs(bh, null);
  }

  private void csvOurs(Blackhole bh, OutputStream batches) {
    writeOurs(bh, batches, (out, line, c) -> RecordOut.row(out, c, BulkOutput.Format.CSV));
  }

  @Benchmark
  @org.openjdk.jmh.annotations.OperationsPerInvocation(100_000)
  public void csvCommons(Blackhole bh) {
    csvCommons(bh, null);
  }

  /** {@link RecordOut#row} written with Commons CSV, then encoded to UTF-8 per batch. */
  private void csvCommons(Blackhole bh, OutputStream batches) {
    try {
      StringBuilder text = new StringBuilder(1 << 16);
      CSVPrinter printer = new CSVPrinter(text, csv);
      StringBuilder flat = new StringBuilder();
      for (int i = 0; i < checked.length; i++) {
        CheckRecord c = checked[i];
        flat.setLength(0);
        c.problems().forEach(p -> flat.append(flat.length() > 0 ? ";" : "").append(p.flat()));
        printer.printRecord(i + 1, c.input(), c.ascii(), c.unicode(), c.valid(), flat, "", "", "");
        if ((i + 1) % BATCH == 0 || i + 1 == checked.length) {
          byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
          sink.bytes(bytes, 0, bytes.length);
          text.setLength(0);
          flush(batches, bh);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
