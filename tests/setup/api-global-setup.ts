// Placeholder: replaced by the real PocketBase launcher for the API tests.
export default function setup() {}
