//! The check on scratch folders, blessing passed explicitly so that a run with `YUBIN_BLESS`
//! set tests the same thing.

use super::*;

/// A fresh folder under the system's temporary one, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("yubin-golden-{}-{test}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.0.join(name);
        fs::write(&path, text).unwrap();
        path
    }

    fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn compare(path: &Path, output: &str) -> Result<(), Mismatch> {
    compare_with(path, output.as_bytes(), false)
}

#[test]
fn the_same_text_passes() {
    let s = Scratch::new("same");
    let path = s.file("a.txt", "one\ntwo\n");
    assert!(compare(&path, "one\ntwo\n").is_ok());
    check_with(&path, "one\ntwo\n", false);
}

#[test]
fn a_difference_names_the_file_and_its_first_differing_line() {
    let s = Scratch::new("differs");
    let path = s.file("a.txt", "one\ntwo\nthree\n");
    let m = compare(&path, "one\n2\nthree\n").unwrap_err();
    assert_eq!(m.path(), path);
    assert_eq!(
        m.to_string(),
        format!(
            "{} differs from the output at line 2:\n  golden: \"two\\n\"\n  output: \"2\\n\"",
            path.display()
        )
    );
}

#[test]
fn a_missing_final_newline_and_a_longer_output_are_differences() {
    let s = Scratch::new("ends");
    let path = s.file("a.txt", "one\ntwo\n");
    let m = compare(&path, "one\ntwo").unwrap_err().to_string();
    assert!(
        m.ends_with("line 2:\n  golden: \"two\\n\"\n  output: \"two\""),
        "{m}"
    );
    let m = compare(&path, "one\ntwo\nthree\n").unwrap_err().to_string();
    assert!(
        m.ends_with("line 3:\n  golden: (end of file)\n  output: \"three\\n\""),
        "{m}"
    );
    let m = compare(&path, "one\r\ntwo\n").unwrap_err().to_string();
    assert!(m.contains("line 1:"), "{m}");
}

#[test]
fn a_missing_golden_file_is_reported_with_its_path() {
    let s = Scratch::new("missing");
    let path = s.0.join("none.txt");
    let m = compare(&path, "x").unwrap_err().to_string();
    assert!(
        m.starts_with(&format!(
            "{}: cannot read the golden file: ",
            path.display()
        )),
        "{m}"
    );
}

#[test]
#[should_panic(expected = "(rerun with YUBIN_BLESS=1 if the change is intended)")]
fn a_failed_check_says_how_to_bless() {
    let s = Scratch::new("hint");
    let path = s.file("a.txt", "one\n");
    check_with(&path, "two\n", false);
}

#[test]
fn blessing_writes_the_output_and_its_folders() {
    let s = Scratch::new("bless");
    let path = s.0.join("new/deeper/a.txt");
    assert!(compare_with(&path, b"fresh\n", true).is_ok());
    assert_eq!(fs::read_to_string(&path).unwrap(), "fresh\n");
    let old = s.file("old.txt", "old\n");
    check_with(&old, "new\n", true);
    assert_eq!(fs::read_to_string(&old).unwrap(), "new\n");
    assert!(compare(&old, "new\n").is_ok());
}

#[test]
fn a_folder_reports_each_difference_and_each_stale_file() {
    let s = Scratch::new("dir");
    s.file("a.txt", "a\n");
    s.file("b.txt", "b\n");
    s.file("old.txt", "gone\n");
    s.file("older.txt", "gone\n");
    let found = compare_dir_with(&s.0, [("a.txt", "a\n"), ("b.txt", "B\n")], false);
    let said: Vec<String> = found.iter().map(|m| m.to_string()).collect();
    assert_eq!(said.len(), 3, "{said:?}");
    assert!(said[0].contains("b.txt differs from the output at line 1"));
    assert_eq!(
        said[1],
        format!(
            "{}: a golden file that no case produces",
            s.0.join("old.txt").display()
        )
    );
    assert!(said[2].contains("older.txt: a golden file that no case produces"));
    assert_eq!(s.names(), ["a.txt", "b.txt", "old.txt", "older.txt"]);
}

#[test]
fn blessing_a_folder_writes_its_outputs_and_removes_stale_files() {
    let s = Scratch::new("dirbless");
    s.file("a.txt", "a\n");
    s.file("old.txt", "gone\n");
    let files = vec![("a.txt".to_string(), "A\n"), ("c.txt".to_string(), "c\n")];
    check_dir_with(&s.0, files.clone(), true);
    assert_eq!(s.names(), ["a.txt", "c.txt"]);
    assert!(compare_dir_with(&s.0, files, false).is_empty());
}

#[test]
fn a_missing_folder_reports_each_file() {
    let s = Scratch::new("nodir");
    let found = compare_dir_with(&s.0.join("absent"), [("a.txt", "a")], false);
    assert_eq!(found.len(), 1);
    assert!(found[0].to_string().contains("cannot read the golden file"));
}

#[test]
#[should_panic(expected = "no outputs to compare")]
fn a_folder_without_outputs_is_refused() {
    let s = Scratch::new("empty");
    check_dir_with(&s.0, Vec::<(&str, &str)>::new(), false);
}

#[test]
#[should_panic(expected = "two outputs for the golden file a.txt")]
fn a_name_given_twice_is_refused() {
    let s = Scratch::new("twice");
    check_dir_with(&s.0, [("a.txt", "a"), ("a.txt", "b")], true);
}

#[test]
#[should_panic(expected = "1 wrong golden files:\n")]
fn a_folder_check_panics_on_a_stale_file() {
    let s = Scratch::new("stalepanic");
    s.file("a.txt", "a");
    s.file("b.txt", "b");
    check_dir_with(&s.0, [("a.txt", "a")], false);
}
