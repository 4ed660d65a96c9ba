package org.idna4j.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class IdnTransformerTest {

  static byte[] jdkIdn() throws IOException {
    try (InputStream in = Object.class.getResourceAsStream("/java/net/IDN.class")) {
      return in.readAllBytes();
    }
  }

  /** Each method's first call, in order: where the rewritten methods ask the bridge. */
  static List<String> firstCalls(byte[] classFile) {
    List<String> out = new ArrayList<>();
    new ClassReader(classFile)
        .accept(
            new ClassVisitor(Opcodes.ASM9) {
              @Override
              public MethodVisitor visitMethod(
                  int access, String name, String desc, String sig, String[] ex) {
                String method = name + desc;
                return new MethodVisitor(Opcodes.ASM9) {
                  boolean seen;

                  @Override
                  public void visitMethodInsn(
                      int op, String owner, String m, String d, boolean itf) {
                    if (!seen) {
                      seen = true;
                      out.add(method + " -> " + owner + "." + m);
                    }
                  }
                };
              }
            },
            0);
    return out;
  }

  @Test
  void theFourPublicMethodsAskTheBridgeFirstAndNothingElseChanges() throws IOException {
    byte[] before = jdkIdn();
    byte[] after = IdnTransformer.rewrite(before);
    List<String> calls = firstCalls(after);
    assertThat(calls.stream().filter(c -> c.endsWith(IdnTransformer.BRIDGE + ".call")))
        .containsExactlyInAnyOrder(
            "toASCII(Ljava/lang/String;I)Ljava/lang/String; -> java/net/Idna4jBridge.call",
            "toASCII(Ljava/lang/String;)Ljava/lang/String; -> java/net/Idna4jBridge.call",
            "toUnicode(Ljava/lang/String;I)Ljava/lang/String; -> java/net/Idna4jBridge.call",
            "toUnicode(Ljava/lang/String;)Ljava/lang/String; -> java/net/Idna4jBridge.call");
    List<String> untouched = new ArrayList<>(firstCalls(before));
    untouched.removeIf(c -> c.startsWith("toASCII(") || c.startsWith("toUnicode("));
    List<String> rest = new ArrayList<>(calls);
    rest.removeIf(c -> c.startsWith("toASCII(") || c.startsWith("toUnicode("));
    assertThat(rest).isEqualTo(untouched);
  }

  @Test
  void theBridgeIsRenamedIntoJavaNetAndNamesNothingOfTheAgent() throws IOException {
    byte[] renamed = BootBridge.relocate(BootBridge.sourceClassFile());
    ClassReader r = new ClassReader(renamed);
    assertThat(r.getClassName())
        .isEqualTo(IdnTransformer.BRIDGE)
        .isEqualTo("java/net/Idna4jBridge");
    // package-private: only java.net and the agent's lookup into it can reach it
    assertThat(r.getAccess() & Opcodes.ACC_PUBLIC).isZero();
    List<String> owners = new ArrayList<>();
    List<String> methods = new ArrayList<>();
    r.accept(
        new ClassVisitor(Opcodes.ASM9) {
          @Override
          public MethodVisitor visitMethod(
              int access, String name, String desc, String sig, String[] ex) {
            methods.add(name + desc);
            return new MethodVisitor(Opcodes.ASM9) {
              @Override
              public void visitFieldInsn(int op, String owner, String n, String d) {
                owners.add(owner);
              }

              @Override
              public void visitMethodInsn(int op, String owner, String n, String d, boolean itf) {
                owners.add(owner);
              }
            };
          }
        },
        0);
    // the method the rewritten java.net.IDN calls, and the ones the installer looks up
    assertThat(methods)
        .contains(
            "call" + BootBridge.CALL.toMethodDescriptorString(),
            "install(Ljava/lang/invoke/MethodHandle;Z)V",
            "enter()V",
            "exit()V");
    assertThat(owners).contains("java/net/Idna4jBridge");
    assertThat(owners).allSatisfy(o -> assertThat(o).doesNotStartWith("org/idna4j/"));
  }

  @Test
  void aBridgeThatNamesAnotherAgentClassIsRefused() throws IOException {
    // IdnTransformer names other classes of the agent: the boot loader could not load them.
    byte[] other;
    try (InputStream in =
        IdnTransformer.class.getResourceAsStream("/org/idna4j/agent/IdnTransformer.class")) {
      other = in.readAllBytes();
    }
    assertThatThrownBy(() -> BootBridge.relocate(other))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("refers to the agent's package");
  }

  @Test
  void aClassWithoutTheFourMethodsIsRefused() throws IOException {
    byte[] other;
    try (InputStream in = Object.class.getResourceAsStream("/java/net/URI.class")) {
      other = in.readAllBytes();
    }
    assertThatThrownBy(() -> IdnTransformer.rewrite(other))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("0 of the four");
  }

  @Test
  void onlyTheBootLoadersIdnIsTransformed() throws IOException {
    IdnTransformer t = new IdnTransformer();
    byte[] idn = jdkIdn();
    assertThat(t.transform(getClass().getClassLoader(), "java/net/IDN", null, null, idn)).isNull();
    assertThat(t.transform(null, "java/net/URI", null, null, idn)).isNull();
    assertThat(t.rewritten()).isFalse();
    assertThat(t.transform(null, "java/net/IDN", null, null, idn)).isNotNull();
    assertThat(t.rewritten()).isTrue();
    assertThat(t.failure()).isEmpty();
  }

  @Test
  void callersSkipTheJdkAndTheAgent() {
    assertThat(Callers.skipped("java.net.IDN")).isTrue();
    assertThat(Callers.skipped("javax.net.ssl.SNIHostName")).isTrue();
    assertThat(Callers.skipped("sun.security.ssl.X")).isTrue();
    assertThat(Callers.skipped("jdk.internal.X")).isTrue();
    assertThat(Callers.skipped("com.sun.mail.X")).isTrue();
    assertThat(Callers.skipped("org.idna4j.agent.AuditHandler")).isTrue();
    assertThat(Callers.skipped("org.jsoup.helper.UrlBuilder")).isFalse();
    assertThat(Callers.skipped("org.idna4j.probe.Probe")).isFalse();
    // called from this test, which is in the agent's package: no frame outside is this runner's
    assertThat(Callers.first()).doesNotStartWith("org.idna4j.agent.");
  }
}
