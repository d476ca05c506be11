/// <reference path="../pb_data/types.d.ts" />
// Meme files say nothing about who uploaded them. The stored name travels in every image URL that voters load,
// and PocketBase derives it from the picked name ("bob_cat_x8f7k2.png"), which people fill with their own names.
// So the upload is stored under a random name with the extension of its format, and the picked name is kept as
// `media_name` for the uploader and the organizer (visibility.pb.js hides it from everyone else).

onRecordCreateRequest((e) => {
  const value = e.record.get("media");
  const file = Array.isArray(value) ? value[0] : value;
  // The server always sets media_name: whatever a client sent for it is replaced.
  e.record.set("media_name", "");
  if (file && typeof file !== "string") {
    const picked = String(file.originalName || file.name || "");
    // Browsers send the bare name; some clients send a path, whose folders are not part of what was picked.
    const name = picked.split(/[\\/]/).pop().slice(-255);
    const extension = (/\.[A-Za-z0-9]+$/.exec(name) || [""])[0].toLowerCase();
    file.name = `${$security.randomStringWithAlphabet(20, "abcdefghijklmnopqrstuvwxyz0123456789")}${extension}`;
    e.record.set("media_name", name);
  }
  e.next();
}, "memes");
