package org.idna4j.errorprone;

import static com.google.errorprone.BugPattern.LinkType.CUSTOM;
import static com.google.errorprone.BugPattern.SeverityLevel.WARNING;

import com.google.errorprone.BugPattern;
import com.google.errorprone.VisitorState;
import com.google.errorprone.bugpatterns.BugChecker;
import com.google.errorprone.fixes.SuggestedFix;
import com.google.errorprone.fixes.SuggestedFixes;
import com.google.errorprone.matchers.Description;
import com.google.errorprone.util.ASTHelpers;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CatchTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.ParenthesizedTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TryTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Flags every use of {@code java.net.IDN} (IDNA2003 on Unicode 3.2, RFC 3490) and suggests the
 * IDNA4J replacement (UTS #46 nontransitional on IDNA4J's Unicode version).
 *
 * <p>Each reference to the class is one finding: a call of {@code toASCII} or {@code toUnicode}
 * (with or without flags), a method reference such as {@code IDN::toASCII}, the constants {@code
 * ALLOW_UNASSIGNED} and {@code USE_STD3_ASCII_RULES}, any other mention of the type, and a
 * statically imported member used by its simple name. The suggested fix, applied in place by Error
 * Prone's patching ({@code -XepPatchChecks:JavaNetIdn -XepPatchLocation:IN_PLACE}):
 *
 * <ul>
 *   <li>the drop-in {@code org.idna4j.domain.IDN}, with the same method and flags: a single-type
 *       import of {@code java.net.IDN} (or an on-demand {@code java.net.*}) becomes {@code import
 *       org.idna4j.domain.IDN;} and the uses stay as written; a fully qualified {@code
 *       java.net.IDN} becomes {@code org.idna4j.domain.IDN} in place, so a file that qualified the
 *       name to avoid a clash with another {@code IDN} keeps doing so; a static import of a member
 *       is re-pointed at the same member of the drop-in;
 *   <li>where the call is only a validity check, {@code Idna.lookup().toAscii(x).isValid()} in an
 *       {@code if} statement instead of the {@code try}. The rule (all of it must hold, otherwise
 *       the drop-in is suggested) is in {@link #validityCheck}; the module README explains it.
 * </ul>
 */
@BugPattern(
    summary =
        "java.net.IDN implements IDNA2003 on Unicode 3.2 (faß.de becomes fass.de, joiners are"
            + " deleted); use IDNA4J's org.idna4j.domain.IDN or Idna (UTS #46)",
    severity = WARNING,
    linkType = CUSTOM,
    link = "https://github.com/idna4j/idna4j/tree/main/idna-errorprone")
public final class JavaNetIdn extends BugChecker
    implements BugChecker.IdentifierTreeMatcher, BugChecker.MemberSelectTreeMatcher {

  private static final long serialVersionUID = 1L;

  static final String JDK_IDN = "java.net.IDN";
  static final String DROP_IN = "org.idna4j.domain.IDN";
  static final String IDNA = "org.idna4j.domain.Idna";

  /**
   * {@code java.net.IDN.USE_STD3_ASCII_RULES} (RFC 3490 §2): the bit whose presence keeps a
   * validity check on the drop-in, which maps it to UseSTD3ASCIIRules and CheckHyphens.
   */
  private static final int USE_STD3_ASCII_RULES = 0x02;

  /** What may stand between {@code try} and the checking call: no comment that would be lost. */
  private static final Pattern TRY_OPENING = Pattern.compile("try\\s*\\{\\s*");

  /** Creates the check; Error Prone instantiates it through {@code META-INF/services}. */
  public JavaNetIdn() {}

  @Override
  public Description matchIdentifier(IdentifierTree tree, VisitorState state) {
    Element sym = ASTHelpers.getSymbol(tree);
    if (sym == null || insideImport(state.getPath())) {
      return Description.NO_MATCH;
    }
    if (isJdkIdn(sym)) {
      return describeTypeReference(tree, state, simpleNameFix(state));
    }
    if (isJdkIdnMember(sym)) {
      // A member used by its simple name: it came in through a static import.
      return describeStaticImportUse(tree, sym, state);
    }
    return Description.NO_MATCH;
  }

  @Override
  public Description matchMemberSelect(MemberSelectTree tree, VisitorState state) {
    Element sym = ASTHelpers.getSymbol(tree);
    if (sym == null || !isJdkIdn(sym) || insideImport(state.getPath())) {
      return Description.NO_MATCH;
    }
    return describeTypeReference(
        tree, state, SuggestedFix.builder().replace(tree, DROP_IN).build());
  }

  // ------------------------------------------------------------------ type references

  /**
   * Describes a mention of the type {@code java.net.IDN}: the qualifier of a call, a method
   * reference or a constant, or the type on its own ({@code IDN.class}).
   */
  private Description describeTypeReference(
      ExpressionTree typeRef, VisitorState state, SuggestedFix dropIn) {
    TreePath path = state.getPath();
    Tree parent = path.getParentPath().getLeaf();
    if (parent instanceof MemberReferenceTree ref) {
      return describe(ref, "Method reference java.net.IDN::" + ref.getName(), List.of(dropIn));
    }
    if (parent instanceof MemberSelectTree select
        && select.getExpression() == typeRef
        && !select.getIdentifier().contentEquals("class")) {
      TreePath selectPath = path.getParentPath();
      Tree grandParent = selectPath.getParentPath().getLeaf();
      if (grandParent instanceof MethodInvocationTree call && call.getMethodSelect() == select) {
        return describeCall(call, selectPath.getParentPath(), dropIn, state);
      }
      if (insideValidityCheck(selectPath, state)) {
        // A flag constant inside a call that the validity fix rewrites as a whole.
        return Description.NO_MATCH;
      }
      return describe(select, "Constant java.net.IDN." + select.getIdentifier(), List.of(dropIn));
    }
    return describe(typeRef, "Use of java.net.IDN", List.of(dropIn));
  }

  /**
   * The drop-in fix for the simple name {@code IDN} bound to {@code java.net.IDN}: a single-type
   * import of {@code org.idna4j.domain.IDN} in place of the old one. The name resolved to {@code
   * java.net.IDN} through a single-type or an on-demand import (nothing else binds it to a {@code
   * java.net} type), and a single-type import shadows on-demand ones (JLS §6.4.1), so every such
   * use in the file then means the drop-in, and the uses themselves stay as written.
   */
  private static SuggestedFix simpleNameFix(VisitorState state) {
    SuggestedFix.Builder fix = SuggestedFix.builder();
    if (importsJdkIdn(state.getPath().getCompilationUnit())) {
      fix.removeImport(JDK_IDN);
    }
    return fix.addImport(DROP_IN).build();
  }

  // ---------------------------------------------------------------- static imports

  private Description describeStaticImportUse(
      IdentifierTree tree, Element sym, VisitorState state) {
    CompilationUnitTree unit = state.getPath().getCompilationUnit();
    SuggestedFix.Builder fix = SuggestedFix.builder();
    String member = sym.getSimpleName().toString();
    // The single-static import of the member wins over an on-demand one (JLS §6.4.1).
    String name = staticImports(unit).contains(member) ? member : "*";
    fix.removeStaticImport(JDK_IDN + "." + name).addStaticImport(DROP_IN + "." + name);
    SuggestedFix dropIn = fix.build();
    Tree parent = state.getPath().getParentPath().getLeaf();
    if (parent instanceof MethodInvocationTree call && call.getMethodSelect() == tree) {
      return describeCall(call, state.getPath().getParentPath(), dropIn, state);
    }
    if (insideValidityCheck(state.getPath(), state)) {
      return Description.NO_MATCH;
    }
    return describe(tree, "Constant java.net.IDN." + member, List.of(dropIn));
  }

  /** The simple names of {@code java.net.IDN} members imported statically ({@code *} included). */
  private static List<String> staticImports(CompilationUnitTree unit) {
    List<String> names = new ArrayList<>();
    for (ImportTree imp : unit.getImports()) {
      if (imp.isStatic()
          && imp.getQualifiedIdentifier() instanceof MemberSelectTree select
          && isJdkIdn(ASTHelpers.getSymbol(select.getExpression()))) {
        names.add(select.getIdentifier().toString());
      }
    }
    return names;
  }

  // ------------------------------------------------------------------------- calls

  private Description describeCall(
      MethodInvocationTree call, TreePath callPath, SuggestedFix dropIn, VisitorState state) {
    String method = ASTHelpers.getSymbol(call).getSimpleName().toString();
    String what = "Call of java.net.IDN." + method;
    Optional<SuggestedFix> validity = validityCheck(call, callPath, state, true);
    if (validity.isPresent()) {
      return describe(
          call,
          what
              + " used only as a validity check: Idna.lookup().toAscii(name).isValid() checks the"
              + " name without an exception",
          List.of(validity.get(), dropIn));
    }
    return describe(call, what, List.of(dropIn));
  }

  /**
   * Whether {@code path} lies inside the arguments of a {@code toASCII} call that {@link
   * #validityCheck} rewrites (its fix replaces the call, flags included).
   */
  private static boolean insideValidityCheck(TreePath path, VisitorState state) {
    for (TreePath p = path.getParentPath(); p != null; p = p.getParentPath()) {
      if (p.getLeaf() instanceof MethodInvocationTree call) {
        Element callee = ASTHelpers.getSymbol(call);
        return callee != null && isJdkIdnMember(callee) && isValidityCheck(call, p, state);
      }
      if (p.getLeaf() instanceof StatementTree) {
        return false;
      }
    }
    return false;
  }

  /**
   * The validity-check fix, where it applies. A call of {@code java.net.IDN.toASCII} is a validity
   * check when all of these hold:
   *
   * <ol>
   *   <li>its value is discarded: it is an expression statement, the first statement of a {@code
   *       try} block, with no comment between <code>try &#123;</code> and the call;
   *   <li>that {@code try} has no resources, no {@code finally} and exactly one {@code catch}, of
   *       {@code IllegalArgumentException} alone (not a union, not a supertype), whose parameter
   *       the handler does not use;
   *   <li>the name argument is a literal or a variable (local, parameter or field, possibly
   *       qualified), so that evaluating it outside the {@code try} cannot throw where it used to
   *       be caught; the flags argument, if any, is a compile-time constant without {@code
   *       USE_STD3_ASCII_RULES} (a caller that asked for the STD3 rules keeps them through the
   *       drop-in, whose flag turns on UseSTD3ASCIIRules and CheckHyphens);
   *   <li>the rest of the {@code try} block cannot throw an {@code IllegalArgumentException}: each
   *       statement is {@code return}, {@code break}, {@code continue}, or an assignment, each with
   *       a literal or a variable as its value.
   * </ol>
   *
   * Then {@code try { IDN.toASCII(x); REST } catch (IllegalArgumentException e) HANDLER} becomes
   * {@code if (Idna.lookup().toAscii(x).isValid()) { REST } else HANDLER}, or {@code if
   * (!Idna.lookup().toAscii(x).isValid()) HANDLER} when REST is empty. The two run REST and HANDLER
   * under the same condition, and can complete normally, assign variables definitely and reach the
   * next statement in the same cases (JLS §14.22, §16.2.12, §16.2.15).
   */
  private static Optional<SuggestedFix> validityCheck(
      MethodInvocationTree call, TreePath callPath, VisitorState state, boolean withFix) {
    Element callee = ASTHelpers.getSymbol(call);
    if (callee == null || !callee.getSimpleName().contentEquals("toASCII")) {
      return Optional.empty();
    }
    // 1. A discarded value, first in a try block.
    TreePath stmtPath = callPath.getParentPath();
    if (!(stmtPath.getLeaf() instanceof ExpressionStatementTree stmt)
        || !(stmtPath.getParentPath().getLeaf() instanceof BlockTree tryBlock)
        || !(stmtPath.getParentPath().getParentPath().getLeaf() instanceof TryTree tryTree)
        || tryTree.getBlock() != tryBlock
        || tryBlock.getStatements().isEmpty()
        || tryBlock.getStatements().get(0) != stmt) {
      return Optional.empty();
    }
    // 2. One catch of IllegalArgumentException, its parameter unused.
    if (!tryTree.getResources().isEmpty()
        || tryTree.getFinallyBlock() != null
        || tryTree.getCatches().size() != 1) {
      return Optional.empty();
    }
    CatchTree catchTree = tryTree.getCatches().get(0);
    Element caught = ASTHelpers.getSymbol(catchTree.getParameter().getType());
    if (!(caught instanceof TypeElement caughtClass)
        || !caughtClass.getQualifiedName().contentEquals("java.lang.IllegalArgumentException")
        || uses(catchTree.getBlock(), ASTHelpers.getSymbol(catchTree.getParameter()))) {
      return Optional.empty();
    }
    // 3. Arguments that cannot throw, flags without the STD3 rules.
    List<? extends ExpressionTree> args = call.getArguments();
    if (!isSimpleValue(args.get(0))) {
      return Optional.empty();
    }
    if (args.size() == 2) {
      Integer flags = ASTHelpers.constValue(args.get(1), Integer.class);
      if (flags == null || (flags & USE_STD3_ASCII_RULES) != 0) {
        return Optional.empty();
      }
    }
    // 4. The rest of the try block cannot throw IllegalArgumentException.
    List<? extends StatementTree> rest =
        tryBlock.getStatements().subList(1, tryBlock.getStatements().size());
    for (StatementTree s : rest) {
      if (!cannotThrow(s)) {
        return Optional.empty();
      }
    }
    CharSequence source = state.getSourceCode();
    int tryStart = ASTHelpers.getStartPosition(tryTree);
    int stmtStart = ASTHelpers.getStartPosition(stmt);
    int stmtEnd = state.getEndPosition(stmt);
    int tryBlockEnd = state.getEndPosition(tryBlock);
    int handlerStart = ASTHelpers.getStartPosition(catchTree.getBlock());
    if (source == null
        || !TRY_OPENING.matcher(source.subSequence(tryStart, stmtStart)).matches()
        || source.charAt(tryBlockEnd - 1) != '}'
        || hasComment(source.subSequence(tryBlockEnd, handlerStart))) {
      return Optional.empty();
    }

    if (!withFix) {
      return Optional.of(SuggestedFix.emptyFix());
    }
    SuggestedFix.Builder fix = SuggestedFix.builder();
    String idna = SuggestedFixes.qualifyType(state, fix, IDNA);
    String valid =
        idna + ".lookup().toAscii(" + state.getSourceForNode(args.get(0)) + ").isValid()";
    boolean restBlank = source.subSequence(stmtEnd, tryBlockEnd - 1).toString().isBlank();
    if (rest.isEmpty() && restBlank) {
      fix.replace(tryStart, handlerStart, "if (!" + valid + ") ");
    } else {
      fix.replace(tryStart, stmtEnd, "if (" + valid + ") {");
      fix.replace(tryBlockEnd - 1, handlerStart, "} else ");
    }
    removeImportsIfUnused(fix, state);
    return Optional.of(fix.build());
  }

  /** Whether {@link #validityCheck} applies to {@code call}, without building its fix. */
  private static boolean isValidityCheck(
      MethodInvocationTree call, TreePath callPath, VisitorState state) {
    return validityCheck(call, callPath, state, false).isPresent();
  }

  /**
   * Removes the imports of {@code java.net.IDN} (the type and its static members) when every use of
   * them in the file is a validity check, so that the file applied with all its fixes (as Error
   * Prone's patching does) keeps no unused import. Other uses re-point the imports themselves.
   */
  private static void removeImportsIfUnused(SuggestedFix.Builder fix, VisitorState state) {
    CompilationUnitTree unit = state.getPath().getCompilationUnit();
    boolean[] otherUse = {false};
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitImport(ImportTree node, Void unused) {
        return null;
      }

      @Override
      public Void visitIdentifier(IdentifierTree node, Void unused) {
        Element sym = ASTHelpers.getSymbol(node);
        if (sym != null && (isJdkIdn(sym) || isJdkIdnMember(sym)) && !inValidityCheck(node)) {
          otherUse[0] = true;
        }
        return null;
      }

      private boolean inValidityCheck(IdentifierTree node) {
        TreePath p = TreePath.getPath(unit, node);
        for (TreePath q = p; q != null; q = q.getParentPath()) {
          if (q.getLeaf() instanceof MethodInvocationTree call) {
            Element callee = ASTHelpers.getSymbol(call);
            if (callee != null && isJdkIdnMember(callee) && isValidityCheck(call, q, state)) {
              return true;
            }
          }
          if (q.getLeaf() instanceof StatementTree) {
            return false;
          }
        }
        return false;
      }
    }.scan(unit, null);
    if (otherUse[0]) {
      return;
    }
    if (importsJdkIdn(unit)) {
      fix.removeImport(JDK_IDN);
    }
    for (String name : staticImports(unit)) {
      fix.removeStaticImport(JDK_IDN + "." + name);
    }
  }

  // ------------------------------------------------------------------------ helpers

  private Description describe(Tree tree, String what, List<SuggestedFix> fixes) {
    Description.Builder description =
        buildDescription(tree)
            .setMessage(
                what
                    + ": java.net.IDN implements IDNA2003 on Unicode 3.2 (faß.de becomes fass.de,"
                    + " joiners are deleted, names after 2002 are rejected); IDNA4J's"
                    + " org.idna4j.domain.IDN takes the same methods and flags with UTS #46"
                    + " processing");
    for (SuggestedFix fix : fixes) {
      description.addFix(fix);
    }
    return description.build();
  }

  private static boolean isJdkIdn(Element sym) {
    return sym instanceof TypeElement cs && cs.getQualifiedName().contentEquals(JDK_IDN);
  }

  private static boolean isJdkIdnMember(Element sym) {
    return (sym.getKind() == ElementKind.METHOD || sym.getKind() == ElementKind.FIELD)
        && sym.getEnclosingElement() != null
        && isJdkIdn(sym.getEnclosingElement());
  }

  private static boolean importsJdkIdn(CompilationUnitTree unit) {
    for (ImportTree imp : unit.getImports()) {
      if (!imp.isStatic() && isJdkIdn(ASTHelpers.getSymbol(imp.getQualifiedIdentifier()))) {
        return true;
      }
    }
    return false;
  }

  private static boolean insideImport(TreePath path) {
    for (TreePath p = path; p != null; p = p.getParentPath()) {
      if (p.getLeaf() instanceof ImportTree) {
        return true;
      }
    }
    return false;
  }

  /** A literal, or a variable read (local, parameter or field, possibly qualified). */
  private static boolean isSimpleValue(ExpressionTree tree) {
    if (tree instanceof ParenthesizedTree paren) {
      return isSimpleValue(paren.getExpression());
    }
    if (tree instanceof LiteralTree) {
      return true;
    }
    Element sym = ASTHelpers.getSymbol(tree);
    if (!(sym instanceof VariableElement)) {
      return false;
    }
    if (tree instanceof IdentifierTree) {
      return true;
    }
    // A field through a qualifier: this.host, Config.HOST, other.host.
    return tree instanceof MemberSelectTree select
        && (ASTHelpers.getSymbol(select.getExpression()) instanceof TypeElement
            || isSimpleValue(select.getExpression()));
  }

  /** A statement that cannot throw an IllegalArgumentException (see {@link #validityCheck}). */
  private static boolean cannotThrow(StatementTree s) {
    return switch (s.getKind()) {
      case BREAK, CONTINUE -> true;
      case RETURN -> {
        ExpressionTree value = ((ReturnTree) s).getExpression();
        yield value == null || isSimpleValue(value);
      }
      case EXPRESSION_STATEMENT -> {
        ExpressionTree e = ((ExpressionStatementTree) s).getExpression();
        yield e instanceof com.sun.source.tree.AssignmentTree assign
            && assign.getVariable() instanceof IdentifierTree
            && isSimpleValue(assign.getExpression());
      }
      default -> false;
    };
  }

  /** Whether {@code tree} mentions {@code sym}. */
  private static boolean uses(Tree tree, Element sym) {
    boolean[] found = {false};
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitIdentifier(IdentifierTree node, Void unused) {
        if (ASTHelpers.getSymbol(node) == sym) {
          found[0] = true;
        }
        return null;
      }
    }.scan(tree, null);
    return found[0];
  }

  private static boolean hasComment(CharSequence text) {
    String s = text.toString();
    return s.contains("//") || s.contains("/*");
  }
}
