/// <reference path="../pb_data/types.d.ts" />
/* global toBytes */
// An upload's pixel size is read from its header and checked before anything decodes it (lib/image_header.js): a
// few hundred KB can claim 20000×20000 pixels, whose thumbnail takes PocketBase gigabytes of memory to make.
//
// Meme files say nothing about who uploaded them. The stored name travels in every image URL that voters load,
// and PocketBase derives it from the picked name ("bob_cat_x8f7k2.png"), which people fill with their own names.
// So the upload is stored under a random name with the extension of its format, and the picked name is kept as
// `media_name` for the uploader and the organizer (visibility.pb.js hides it from everyone else).

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/lib/contest_rules.js`);
  const { readImageHeader, checkImageSize } = require(`${__hooks}/lib/image_header.js`);
  const value = e.record.get("media");
  const file = Array.isArray(value) ? value[0] : value;
  // The server always sets media_name: whatever a client sent for it is replaced.
  e.record.set("media_name", "");
  if (file && typeof file !== "string") {
    const picked = String(file.originalName || file.name || "");
    // Browsers send the bare name; some clients send a path, whose folders are not part of what was picked.
    const name = picked.split(/[\\/]/).pop().slice(-255);
    const extension = (/\.([A-Za-z0-9]+)$/.exec(name) || ["", ""])[1].toLowerCase();

    // The bytes, up to a little over the 3 MB the media field accepts (a larger file is refused by it).
    const reader = file.reader.open();
    let bytes;
    try {
      bytes = toBytes(reader, 3 * 1024 * 1024 + 1);
    } finally {
      reader.close();
    }
    const header = readImageHeader(bytes);
    // The picked name must say the same format as the bytes: the file is served with the type of its extension.
    const declared = extension === "jpg" ? "jpeg" : extension;
    if (!header || header.format !== declared) rules.refuse(rules.MESSAGES.uploadFormat, "media");
    const tooLarge = checkImageSize(header, rules.IMAGE_LIMITS);
    if (tooLarge) rules.refuse(tooLarge === "animation" ? rules.MESSAGES.imageAnimation : rules.MESSAGES.imageSize, "media");

    file.name = `${$security.randomStringWithAlphabet(20, "abcdefghijklmnopqrstuvwxyz0123456789")}.${extension}`;
    e.record.set("media_name", name);
  }
  e.next();
}, "memes");

