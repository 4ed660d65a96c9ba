package org.idna4j.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;

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
              .build());

  private Json() {}

  /** Serializes an answer; the views are plain records, maps and lists, so this cannot fail. */
  static byte[] bytes(Object value) {
    try {
      return MAPPER.writeValueAsBytes(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize " + value.getClass(), e);
    }
  }
}
