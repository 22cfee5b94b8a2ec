import Foundation

/// Sends the sample watch to the server and keeps it on the phone: each
/// transport encodes it, prints what it wrote, and reads it back.
func run() {
    let watch = PriceWatch.sample
    do {
        let json = try Transport.serverEncoder().encode(watch)
        print(String(decoding: json, as: UTF8.self))
        let fromServer = try Transport.serverDecoder()
            .decode(PriceWatch.self, from: json)
        print("the server's copy reads back equal:", fromServer == watch)

        let plist = try Transport.diskEncoder().encode(watch)
        print(String(decoding: plist, as: UTF8.self))
        let fromDisk = try Transport.diskDecoder()
            .decode(PriceWatch.self, from: plist)
        print("the phone's copy reads back equal:", fromDisk == watch)
    } catch {
        print(error)
    }
}
