package org.idna4j.agent;

import java.util.concurrent.atomic.AtomicBoolean;

/** Reports the engine's first unexpected failure on standard error, once. */
final class Failures {

  private final AtomicBoolean reported = new AtomicBoolean();

  /**
   * Reports a failure unless one was reported before.
   *
   * @param what where it happened
   * @param e the failure
   */
  void report(String what, Throwable e) {
    if (reported.compareAndSet(false, true)) {
      System.err.println(
          "idna4j-agent: "
              + what
              + " failed, the JDK's answer is used for such calls: "
              + Agent.reason(e));
    }
  }
}
