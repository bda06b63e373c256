foo(a),
foo(b).
ok.
