import TutorBase
import TutorSystem

extension SwiftParserReader {
    /// The reader program: SwiftParser's tree of each file named on its command line, written
    /// as lines of tab-separated fields, one declaration each —
    /// `file N`; `decl kind name conformance…` … `end` around a type's members and nested types;
    /// `property name type let|var default|none`, `case name payload rawValue` (an empty field
    /// where nothing is written), `function name signature`.
    ///
    /// It is compiled by the tutor's own `swiftc` against the toolchain's host libraries, so
    /// the tutor never links them; it prints what the file says, and `SwiftSource` holds it.
    package static let program = #"""
        import Foundation
        import SwiftParser
        import SwiftSyntax

        final class SourceVisitor: SyntaxVisitor {
            var depth = 0
            var lines: [String] = []

            func emit(_ fields: [String]) { lines.append(fields.joined(separator: "\t")) }
            func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            func plain(_ token: TokenSyntax) -> String { token.text.replacingOccurrences(of: "`", with: "") }

            /// A declaration opens; a protocol's requirements and a type alias's type are not read.
            func enter(_ kind: String, _ name: String, _ inherited: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
                emit(["decl", kind, name] + (inherited?.inheritedTypes.map { flat($0.type.trimmedDescription) } ?? []))
                depth += 1
                return ["protocol", "typealias"].contains(kind) ? .skipChildren : .visitChildren
            }
            func leave() {
                depth -= 1
                emit(["end"])
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter("struct", plain(node.name), node.inheritanceClause) }
            override func visitPost(_ node: StructDeclSyntax) { leave() }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter("class", plain(node.name), node.inheritanceClause) }
            override func visitPost(_ node: ClassDeclSyntax) { leave() }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter("enum", plain(node.name), node.inheritanceClause) }
            override func visitPost(_ node: EnumDeclSyntax) { leave() }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter("actor", plain(node.name), node.inheritanceClause) }
            override func visitPost(_ node: ActorDeclSyntax) { leave() }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter("protocol", plain(node.name), node.inheritanceClause) }
            override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter("typealias", plain(node.name), nil) }
            override func visitPost(_ node: TypeAliasDeclSyntax) { leave() }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                enter("extension", flat(node.extendedType.trimmedDescription).replacingOccurrences(of: "`", with: ""), node.inheritanceClause)
            }
            override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

            func function(_ name: String, _ parameters: FunctionParameterListSyntax) -> SyntaxVisitorContinueKind {
                emit(["function", name, name + "(" + parameters.map { plain($0.firstName) + ":" }.joined() + ")"])
                return .skipChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                function(plain(node.name), node.signature.parameterClause.parameters)
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                function("init", node.signature.parameterClause.parameters)
            }
            override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

            override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
                for element in node.elements where depth > 0 {
                    emit(["case", plain(element.name), flat(element.parameterClause?.trimmedDescription ?? ""),
                        flat(element.rawValue?.value.trimmedDescription ?? "")])
                }
                return .skipChildren
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
                guard depth > 0, !isStatic else { return .skipChildren }
                let kind = node.bindingSpecifier.text == "let" ? "let" : "var"
                var untyped: [String] = []
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ plain($0.identifier) }) else { continue }
                    if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
                    let hasDefault = binding.initializer != nil ? "default" : "none"
                    if let type = binding.typeAnnotation?.type {
                        for earlier in untyped { emit(["property", earlier, flat(type.trimmedDescription), kind, "none"]) }
                        untyped = []
                        emit(["property", name, flat(type.trimmedDescription), kind, hasDefault])
                    } else if binding.initializer != nil {
                        emit(["property", name, "", kind, "default"])
                    } else {
                        untyped.append(name)
                    }
                }
                return .skipChildren
            }

            func isComputed(_ block: AccessorBlockSyntax) -> Bool {
                guard case .accessors(let list) = block.accessors else { return true }
                return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }

        for (index, file) in CommandLine.arguments.dropFirst().enumerated() {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let visitor = SourceVisitor(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: text))
            print("file\t\(index)")
            for line in visitor.lines { print(line) }
        }
        """#
}
