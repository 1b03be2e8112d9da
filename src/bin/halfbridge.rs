//! `halfbridge`: the native command-line companion. See [`halfbridge::cli`].

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    halfbridge::cli::run(&args)
}
