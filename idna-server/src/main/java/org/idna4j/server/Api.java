package org.idna4j.server;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.idna4j.domain.Idna;
import org.idna4j.psl.PublicSuffixList;
import org.idna4j.records.CheckRecord;

/**
 * The endpoints of {@code /api/v1/}, one class per group: {@link ConvertApi} (to-ascii, to-unicode,
 * profiles), {@link ExplainApi}, {@link CompareApi}, {@link PslApi}, {@link DisplayApi} and {@link
 * LgrApi}; this class holds them and answers {@code POST /api/v1/check}, the one endpoint with a
 * body. Every answer is a record of idna-records, the same the CLI and Spark write.
 */
final class Api {

  final ConvertApi convert = new ConvertApi();
  final ExplainApi explain = new ExplainApi();
  final CompareApi compare = new CompareApi();
  final PslApi psl;
  final DisplayApi display = new DisplayApi();
  private final PublicSuffixList publicSuffixList;

  /**
   * @param publicSuffixList the list the psl endpoint answers from
   */
  Api(PublicSuffixList publicSuffixList) {
    this.publicSuffixList = Objects.requireNonNull(publicSuffixList, "publicSuffixList");
    this.psl = new PslApi(publicSuffixList);
  }

  /**
   * {@code POST /api/v1/check}: a JSON array of names, one JSON string per line (NDJSON), or plain
   * text lines ({@code Content-Type: text/plain}); one {@link CheckRecord} per name in request
   * order, {@code line} its 1-based position, as {@code idna check --format jsonl} writes them
   * (non-fatal problems included; with {@code psl=true} the public suffix and registrable domain,
   * as {@code idna check --psl}). The records are computed one by one ({@link StreamedArray}).
   */
  Object check(Query q, byte[] body) {
    Idna idna = Idna.of(q.profile());
    PublicSuffixList list = q.flag(Query.PSL) ? publicSuffixList : null;
    List<String> names = q.plainText() ? lines(body) : names(body);
    return new StreamedArray(
        names.size(),
        i -> {
          String name = names.get(i);
          CheckRecord c = CheckRecord.of(idna, (long) (i + 1), name);
          return list == null
              ? c
              : c.withPsl(
                  list.publicSuffix(name).orElse(null), list.registrableDomain(name).orElse(null));
        });
  }

  /**
   * The names of a plain-text check request: one per line as it is, lines ended by LF or CRLF (a
   * last line without its end counts; no line after a final LF), UTF-8.
   */
  static List<String> lines(byte[] body) {
    String text = utf8(body);
    if (text.isEmpty()) {
      throw ApiException.badRequest(
          "empty_body", "the request body is empty; send one name per line");
    }
    List<String> names = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      int next = end < 0 ? text.length() : end + 1;
      if (end < 0) {
        end = text.length();
      }
      if (end > start && text.charAt(end - 1) == '\r') {
        end--;
      }
      if (names.size() == Limits.MAX_NAMES) {
        throw ApiException.tooLarge(
            "too_many_names", "more than " + Limits.MAX_NAMES + " names in one request");
      }
      names.add(Query.checkedName(text.substring(start, end), names.size() + 1));
      start = next;
    }
    return names;
  }

  /** The request body as text (RFC 8259 §8.1, RFC 3629: UTF-8 only). */
  private static String utf8(byte[] body) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(body))
          .toString();
    } catch (CharacterCodingException e) {
      throw ApiException.badRequest(
          "invalid_utf8", "the request body is not valid UTF-8 (RFC 3629)");
    }
  }

  /**
   * The names of a check request: a JSON array of strings, or JSON strings one after another
   * (NDJSON). The body must be UTF-8 (RFC 8259 §8.1).
   */
  static List<String> names(byte[] body) {
    String text = utf8(body);
    List<String> names = new ArrayList<>();
    try (JsonParser p = Json.MAPPER.createParser(text)) {
      JsonToken t = p.nextToken();
      if (t == null) {
        throw ApiException.badRequest(
            "empty_body",
            "the request body is empty; send a JSON array of names or one JSON string per line");
      }
      boolean array = t == JsonToken.START_ARRAY;
      if (array) {
        t = p.nextToken();
      }
      while (t != null && !(array && t == JsonToken.END_ARRAY)) {
        if (t != JsonToken.VALUE_STRING) {
          throw ApiException.badRequest(
              "wrong_type",
              "name "
                  + (names.size() + 1)
                  + " is "
                  + describe(t)
                  + ", not a string; send a JSON array of strings"
                  + " or one JSON string per line");
        }
        if (names.size() == Limits.MAX_NAMES) {
          throw ApiException.tooLarge(
              "too_many_names", "more than " + Limits.MAX_NAMES + " names in one request");
        }
        names.add(Query.checkedName(p.getText(), names.size() + 1));
        t = p.nextToken();
      }
      if (array && (t == null || p.nextToken() != null)) {
        throw ApiException.badRequest(
            "malformed_json",
            t == null ? "the JSON array is not closed" : "text follows the JSON array");
      }
    } catch (IOException e) {
      throw ApiException.badRequest(
          "malformed_json",
          "the request body is not JSON: "
              + Query.clip(
                  e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("")));
    }
    return names;
  }

  private static String describe(JsonToken t) {
    switch (t) {
      case START_ARRAY:
        return "an array";
      case START_OBJECT:
        return "an object";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "a number";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      default:
        return t.asString() == null ? t.name() : "'" + t.asString() + "'";
    }
  }
}
