/*
 * Runs one Jazzer @FuzzTest method through the JUnit Platform, for fuzz-budget.sh. Compiled once
 * by the script, then started with the module's test class path, from the module's directory,
 * with JAZZER_FUZZ=1 in the environment, so that jazzer-junit fuzzes the one target for
 * jazzer.max_duration. Prints the JUnit summary; exits 0 when the target passed, 1 when it
 * failed (a finding), 2 on a usage error.
 */

import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

public final class FuzzTarget {
  private FuzzTarget() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].contains("#")) {
      System.err.println("usage: FuzzTarget org.idna4j.fuzz.SomeFuzzTest#method");
      System.exit(2);
    }
    String className = args[0].substring(0, args[0].indexOf('#'));
    String methodName = args[0].substring(args[0].indexOf('#') + 1);
    Class<?> type = Class.forName(className, false, FuzzTarget.class.getClassLoader());
    List<Method> found = new ArrayList<>();
    for (Method m : type.getDeclaredMethods()) {
      if (m.getName().equals(methodName)) {
        found.add(m);
      }
    }
    if (found.size() != 1) {
      System.err.println(args[0] + ": " + found.size() + " methods of that name");
      System.exit(2);
    }
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(DiscoverySelectors.selectMethod(type, found.get(0)))
            // jazzer issue #1060: a JUnit @Timeout would otherwise end the whole fuzzing run.
            .configurationParameter("junit.jupiter.execution.timeout.mode", "disabled")
            .build();
    Launcher launcher = LauncherFactory.create();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(request, listener);
    TestExecutionSummary summary = listener.getSummary();
    PrintWriter out = new PrintWriter(System.out, true);
    summary.printTo(out);
    summary.printFailuresTo(out, 20);
    out.flush();
    System.exit(summary.getTotalFailureCount() == 0 && summary.getTestsSucceededCount() > 0 ? 0 : 1);
  }
}
