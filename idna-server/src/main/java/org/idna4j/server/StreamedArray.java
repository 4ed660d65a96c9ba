package org.idna4j.server;

import java.util.function.IntFunction;

/**
 * An answer that is a JSON array written element by element as it is produced, never built whole
 * (issue 28, finding 2: a 1 MiB check body can ask for 100 MB of records). {@link AnswerWriter}
 * computes element {@code i} only when the elements before it are written, and stops early when the
 * answer reaches {@link Limits#MAX_ANSWER_BYTES}, the request's deadline passes or the client goes
 * away; the array's last element is then a {@link Cut} marker saying so.
 *
 * @param size how many elements there are
 * @param element element {@code i} (0-based), a view Jackson serializes
 */
record StreamedArray(int size, IntFunction<Object> element) {

  /** The reason of a cut for the answer size, as the {@code cut} field says it. */
  static final String SIZE = "size";

  /**
   * The last element of an array that was cut: why, how many elements were written before it, and
   * how many there were to write.
   *
   * @param cut {@code size}, {@code deadline} or {@code cancelled}
   * @param written elements written before this marker
   * @param of elements the request asked for
   * @param message a sentence for people
   */
  record Cut(String cut, int written, int of, String message) {
    static Cut of(String reason, int written, int of) {
      String why =
          switch (reason) {
            case SIZE -> "the answer reached the server's size limit";
            case RequestDeadline.DEADLINE -> "the request used its time limit";
            default -> "the client went away";
          };
      return new Cut(
          reason,
          written,
          of,
          why
              + "; "
              + written
              + " of "
              + of
              + " records were written; send the rest in another request");
    }
  }
}
