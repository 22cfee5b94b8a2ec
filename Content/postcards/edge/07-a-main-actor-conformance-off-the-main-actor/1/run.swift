import Foundation

/// Decodes a postcard away from the main actor and prints it.
@concurrent
func decodeInBackground(_ bytes: Data) async {
    do {
        print(try JSONDecoder().decode(Postcard.self, from: bytes))
    } catch {
        print(error)
    }
}

/// Starts the background decode and waits for it to finish.
func run() {
    let bytes = Data(#"{ "to": "Grandma" }"#.utf8)
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        await decodeInBackground(bytes)
        finished.signal()
    }
    finished.wait()
}
