foo(a)
foo(b).
bar(1).
