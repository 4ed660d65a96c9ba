/**
 * An Error Prone plugin that moves code off {@code java.net.IDN}: the {@link
 * org.idna4j.errorprone.JavaNetIdn} check flags every use and suggests IDNA4J's replacement, which
 * Error Prone can apply in place ({@code -XepPatchChecks:JavaNetIdn -XepPatchLocation:IN_PLACE}).
 *
 * <p>Users never call this package: Error Prone loads the check from the annotation processor path
 * through {@code META-INF/services/com.google.errorprone.bugpatterns.BugChecker}.
 */
package org.idna4j.errorprone;
