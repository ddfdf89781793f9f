import { msg } from "@lingui/core/macro";

export { Component, loader } from "./auth.js";

// The same screen as /login (its mode read from the path), named for what it offers.
export const handle = { title: msg`Sign up` };
