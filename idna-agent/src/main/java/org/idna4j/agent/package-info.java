/**
 * The IDNA4J Java agent: {@code java -javaagent:idna4j-agent.jar[=OPTIONS]} makes every call of
 * {@code java.net.IDN} in the JVM answer what IDNA4J's drop-in {@code org.idna4j.domain.IDN}
 * answers ({@code replace}), or keeps the JDK's answers and logs each call whose answer would
 * change ({@code audit}). Applications do not call this package: {@link org.idna4j.agent.Agent} is
 * the JVM's entry point; everything else is package-private.
 */
package org.idna4j.agent;
