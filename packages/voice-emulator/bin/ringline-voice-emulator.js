#!/usr/bin/env node
// The command's entry is a file in the repository, not the build's output, so that installing
// the workspace (before anything is built) can link it; it runs the built CLI.
import "../dist/cli.js";
