package org.idna4j.agent;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.Optional;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the JDK's {@code java.net.IDN}: each of its four public methods ({@code toASCII} and
 * {@code toUnicode}, with and without flags) first asks the boot loader's bridge ({@link Bridge},
 * defined as {@link BootBridge#NAME}) and returns its answer unless it is null. Nothing else in the
 * class changes: no method or field is added, so the JVM's retransformation rules hold.
 */
final class IdnTransformer implements ClassFileTransformer {

  /** The internal name of the class rewritten. */
  static final String IDN = "java/net/IDN";

  /** The internal name of the bridge, as the rewritten code names it. */
  static final String BRIDGE = BootBridge.INTERNAL_NAME;

  private static final String WITH_FLAGS = "(Ljava/lang/String;I)Ljava/lang/String;";
  private static final String WITHOUT_FLAGS = "(Ljava/lang/String;)Ljava/lang/String;";

  private volatile boolean rewritten;
  private volatile String failure;

  @Override
  public byte[] transform(
      ClassLoader loader,
      String className,
      Class<?> classBeingRedefined,
      ProtectionDomain protectionDomain,
      byte[] classfileBuffer) {
    if (loader != null || !IDN.equals(className)) {
      return null;
    }
    try {
      byte[] out = rewrite(classfileBuffer);
      rewritten = true;
      return out;
    } catch (RuntimeException e) {
      failure = Agent.reason(e);
      return null;
    }
  }

  /** Whether {@code java.net.IDN} was rewritten. */
  boolean rewritten() {
    return rewritten;
  }

  /** Why the rewrite failed, if it did. */
  Optional<String> failure() {
    return Optional.ofNullable(failure);
  }

  /**
   * Rewrites the class file of {@code java.net.IDN}.
   *
   * @param classFile its bytes
   * @return the rewritten bytes
   * @throws IllegalStateException if the class has not exactly the four methods
   */
  static byte[] rewrite(byte[] classFile) {
    ClassReader reader = new ClassReader(classFile);
    // Only the stack size needs computing; the one new frame is written below, so the writer
    // never loads classes to compute frames.
    ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
    int[] found = new int[1];
    reader.accept(
        new ClassVisitor(Opcodes.ASM9, writer) {
          @Override
          public MethodVisitor visitMethod(
              int access, String name, String descriptor, String signature, String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            int method = methodId(access, name, descriptor);
            if (method < 0) {
              return mv;
            }
            found[0]++;
            boolean flags = descriptor.equals(WITH_FLAGS);
            return new MethodVisitor(Opcodes.ASM9, mv) {
              @Override
              public void visitCode() {
                super.visitCode();
                prologue(mv, method, flags);
              }
            };
          }
        },
        0);
    if (found[0] != 4) {
      throw new IllegalStateException(
          "java.net.IDN has " + found[0] + " of the four public toASCII/toUnicode methods");
    }
    return writer.toByteArray();
  }

  /** The {@link IdnHandler} method id of a method to rewrite, or -1. */
  static int methodId(int access, String name, String descriptor) {
    int publicStatic = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
    if ((access & publicStatic) != publicStatic
        || !(descriptor.equals(WITH_FLAGS) || descriptor.equals(WITHOUT_FLAGS))) {
      return -1;
    }
    return switch (name) {
      case "toASCII" -> IdnHandler.TO_ASCII;
      case "toUnicode" -> IdnHandler.TO_UNICODE;
      default -> -1;
    };
  }

  /**
   * {@code String r = Idna4jBridge.call(method, input, flags); if (r != null) return r;} with the
   * frame the verifier needs after the branch (the method's own locals, the result on the stack,
   * dropped before the JDK's code runs).
   */
  private static void prologue(MethodVisitor mv, int method, boolean flags) {
    mv.visitInsn(method == IdnHandler.TO_ASCII ? Opcodes.ICONST_0 : Opcodes.ICONST_1);
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    if (flags) {
      mv.visitVarInsn(Opcodes.ILOAD, 1);
    } else {
      mv.visitInsn(Opcodes.ICONST_0);
    }
    mv.visitMethodInsn(
        Opcodes.INVOKESTATIC, BRIDGE, "call", BootBridge.CALL.toMethodDescriptorString(), false);
    mv.visitInsn(Opcodes.DUP);
    Label proceed = new Label();
    mv.visitJumpInsn(Opcodes.IFNULL, proceed);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitLabel(proceed);
    mv.visitFrame(Opcodes.F_SAME1, 0, null, 1, new Object[] {"java/lang/String"});
    mv.visitInsn(Opcodes.POP);
  }
}
