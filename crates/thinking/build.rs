//! Sets `HALFBRIDGE_BUILD`, the build id (`thinking::protocol::BUILD`):
//! a hash of the workspace's sources (the page's `src/` and every crate
//! under `crates/`) and the locked dependencies, so the page and the worker
//! built together share it and a worker cached from another build is told
//! apart (its messages are refused, never misread).

use std::path::Path;

/// FNV-1a, 64 bits: stable across toolchains, unlike `DefaultHasher`.
struct Fnv(u64);

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Hashes the files under `dir` in a fixed order: path (relative to
/// `root`), then contents.
fn hash_dir(dir: &Path, root: &Path, hash: &mut Fnv) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            hash_dir(&path, root, hash);
        } else if let Ok(bytes) = std::fs::read(&path) {
            let name = path.strip_prefix(root).unwrap_or(&path);
            hash.write(name.to_string_lossy().replace('\\', "/").as_bytes());
            hash.write(&bytes);
        }
    }
}

fn main() {
    // This crate is crates/thinking: the workspace is two levels up.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    let top = [
        root.join("src"),
        root.join("Cargo.toml"),
        root.join("Cargo.lock"),
    ];
    let mut hashed = top.to_vec();
    let mut crates: Vec<_> = std::fs::read_dir(root.join("crates"))
        .map(|dir| dir.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    crates.sort();
    for krate in crates {
        hashed.push(krate.join("src"));
        hashed.push(krate.join("Cargo.toml"));
        hashed.push(krate.join("build.rs"));
        hashed.push(krate.join("locales"));
    }
    for path in &hashed {
        // The path relative to the workspace, so the id does not depend on
        // where the clone is.
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/");
        if path.is_dir() {
            hash_dir(path, &root, &mut hash);
        } else if let Ok(bytes) = std::fs::read(path) {
            hash.write(name.as_bytes());
            hash.write(&bytes);
        }
    }
    // Cargo runs this script again when a watched file changes, scanning a
    // watched folder whole (so a crate's first build.rs or locales/ counts
    // too). Only paths that exist: while a watched path is missing (most
    // crates have no build.rs or locales/), Cargo runs the script at every
    // build, and compiled this crate and all above it each time (trunk's
    // four modules compiled the page's crate four times).
    for path in top.iter().chain([&root.join("crates")]) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    println!("cargo:rustc-env=HALFBRIDGE_BUILD={:016x}", hash.0);
}
