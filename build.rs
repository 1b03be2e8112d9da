//! Sets `HALFBRIDGE_BUILD`, the build id ([`halfbridge::protocol::BUILD`]):
//! a hash of the sources and the locked dependencies, so the page and the
//! worker built together share it and a worker cached from another build
//! is told apart (its messages are refused, never misread).

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

/// Hashes the files under `dir` in a fixed order: path, then contents.
fn hash_dir(dir: &Path, hash: &mut Fnv) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            hash_dir(&path, hash);
        } else if let Ok(bytes) = std::fs::read(&path) {
            hash.write(path.to_string_lossy().replace('\\', "/").as_bytes());
            hash.write(&bytes);
        }
    }
}

fn main() {
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    hash_dir(Path::new("src"), &mut hash);
    for file in ["Cargo.toml", "Cargo.lock", "build.rs"] {
        hash.write(file.as_bytes());
        hash.write(&std::fs::read(file).unwrap_or_default());
    }
    println!("cargo:rustc-env=HALFBRIDGE_BUILD={:016x}", hash.0);
    for watched in ["src", "Cargo.toml", "Cargo.lock", "build.rs"] {
        println!("cargo:rerun-if-changed={watched}");
    }
}
