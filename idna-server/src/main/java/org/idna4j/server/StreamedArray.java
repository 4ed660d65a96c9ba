package org.idna4j.server;

import java.util.function.IntFunction;
import org.idna4j.records.CutRecord;

/**
 * An answer that is a JSON array written element by element as it is produced, never built whole (a
 * 1 MiB check body can ask for 100 MB of records). {@link AnswerWriter} computes element {@code i}
 * only when the elements before it are written, and stops early when the answer reaches {@link
 * Limits#MAX_ANSWER_BYTES}, the request's deadline passes or the client goes away; the array's last
 * element is then a {@link CutRecord} saying so.
 *
 * @param size how many elements there are
 * @param element element {@code i} (0-based), a view Jackson serializes
 */
record StreamedArray(int size, IntFunction<Object> element) {

  /** The reason of a cut for the answer size, as the {@code cut} field says it. */
  static final String SIZE = CutRecord.SIZE;
}
