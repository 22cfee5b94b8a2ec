extension SyntaxShapeReader {
    /// The reader program: SwiftParser's tree of each file named on its command line, written
    /// as lines of tab-separated fields, one declaration each —
    /// `file N`, `type Path`, `case Path name`, `property Path name type let|var default|none`.
    ///
    /// It is compiled by the tutor's own `swiftc` against the toolchain's host libraries, so
    /// the tutor never links them; it prints facts, and `ModelShape` keeps the judgement.
    static let program = #"""
        import Foundation
        import SwiftParser
        import SwiftSyntax

        final class ShapeVisitor: SyntaxVisitor {
            var path: [String] = []
            var saved: [[String]] = []
            var lines: [String] = []

            func emit(_ fields: String...) { lines.append(fields.joined(separator: "\t")) }
            func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

            func enter(_ name: String) -> SyntaxVisitorContinueKind {
                path.append(name)
                emit("type", path.joined(separator: "."))
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                saved.append(path)
                path = flat(node.extendedType.trimmedDescription).split(separator: ".").map(String.init)
                return .visitChildren
            }
            override func visitPost(_ node: ExtensionDeclSyntax) { path = saved.removeLast() }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

            override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
                for element in node.elements where !path.isEmpty { emit("case", path.joined(separator: "."), element.name.text) }
                return .skipChildren
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
                guard !path.isEmpty, !isStatic else { return .skipChildren }
                let kind = node.bindingSpecifier.text == "let" ? "let" : "var"
                var untyped: [String] = []
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
                    let owner = path.joined(separator: ".")
                    let hasDefault = binding.initializer != nil ? "default" : "none"
                    if let type = binding.typeAnnotation?.type {
                        for earlier in untyped { emit("property", owner, earlier, flat(type.trimmedDescription), kind, "none") }
                        untyped = []
                        emit("property", owner, name, flat(type.trimmedDescription), kind, hasDefault)
                    } else if binding.initializer != nil {
                        emit("property", owner, name, "", kind, "default")
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
            let visitor = ShapeVisitor(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: text))
            print("file\t\(index)")
            for line in visitor.lines { print(line) }
        }
        """#
}
