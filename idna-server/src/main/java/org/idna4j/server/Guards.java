package org.idna4j.server;

/**
 * The per-request bounds of one server against hostile requests, from {@link Limits} unless a test
 * shortens them: the heavy-request gate, the work deadline, the body-read deadline and the
 * answer-size cap.
 *
 * @param gate the bound on heavy requests computed at once
 * @param workDeadlineMillis the work budget of one request ({@link RequestDeadline})
 * @param bodyDeadlineMillis the time to receive a whole request body ({@link BodyReader})
 * @param maxAnswerBytes the bytes of one streamed answer ({@link AnswerWriter})
 * @param writeDeadlineMillis the time a client has to read a whole answer ({@link AnswerWriter})
 * @param memory the bytes of rendered answers waiting for their clients ({@link AnswerMemory})
 */
record Guards(
    HeavyGate gate,
    long workDeadlineMillis,
    long bodyDeadlineMillis,
    long maxAnswerBytes,
    long writeDeadlineMillis,
    AnswerMemory memory) {

  /** Bounds with the defaults of {@link Limits} for the write deadline and the answer memory. */
  Guards(HeavyGate gate, long workDeadlineMillis, long bodyDeadlineMillis, long maxAnswerBytes) {
    this(
        gate,
        workDeadlineMillis,
        bodyDeadlineMillis,
        maxAnswerBytes,
        Limits.WRITE_DEADLINE_MILLIS,
        new AnswerMemory(Limits.MAX_PENDING_ANSWER_BYTES));
  }

  /** The defaults of {@link Limits}. */
  static Guards defaults() {
    return new Guards(
        new HeavyGate(Limits.HEAVY_PERMITS, Limits.HEAVY_QUEUE, Limits.HEAVY_WAIT_MILLIS),
        Limits.WORK_DEADLINE_MILLIS,
        Limits.BODY_READ_DEADLINE_MILLIS,
        Limits.MAX_ANSWER_BYTES);
  }
}
