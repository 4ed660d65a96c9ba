package org.idna4j.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.idna4j.records.RecordJson;
import org.idna4j.records.Shaped;

/** The one Jackson configuration of the server. */
final class Json {

  /**
   * Reads and writes every JSON body. Reading is bounded: a string no longer than a body, and a
   * nesting depth far below what a list of names needs to be refused quickly.
   */
  static final ObjectMapper MAPPER =
      new ObjectMapper(
              JsonFactory.builder()
                  .streamReadConstraints(
                      StreamReadConstraints.builder()
                          .maxStringLength(Limits.MAX_BODY_BYTES)
                          .maxNestingDepth(16)
                          .build())
                  .build())
          // the few answers still written by Jackson (the route index) follow the
          // snake_case rule of every record (Vocabulary) for their record components too
          .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .registerModule(
              new SimpleModule("idna-records").addSerializer(Shaped.class, new RecordSerializer()));

  /** A record inside a map or list that Jackson writes: written by {@link RecordJson}. */
  private static final class RecordSerializer extends StdSerializer<Shaped> {
    private static final long serialVersionUID = 1L;

    RecordSerializer() {
      super(Shaped.class);
    }

    @Override
    public void serialize(Shaped value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      gen.writeRawValue(RecordJson.toJson(value));
    }
  }

  private Json() {}

  /**
   * Serializes an answer: a record of idna-records (or a list of them) by {@link RecordJson}, the
   * writer every face shares; anything else (the route index) by Jackson.
   */
  static byte[] bytes(Object value) {
    if (value instanceof Shaped r) {
      return RecordJson.toJson(r).getBytes(StandardCharsets.UTF_8);
    }
    if (value instanceof List<?> l && !l.isEmpty() && l.get(0) instanceof Shaped) {
      StringBuilder b = new StringBuilder();
      try {
        @SuppressWarnings("unchecked") // checked by the instanceof above
        List<? extends Shaped> records = (List<? extends Shaped>) l;
        RecordJson.writeArray(records, b);
      } catch (IOException e) {
        throw new UncheckedIOException(e); // a StringBuilder does not throw
      }
      return b.toString().getBytes(StandardCharsets.UTF_8);
    }
    try {
      return MAPPER.writeValueAsBytes(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize " + value.getClass(), e);
    }
  }
}
