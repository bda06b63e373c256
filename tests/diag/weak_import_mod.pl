:- module(weak_import_mod, [wi_foo/1, wi_bar/1]).
wi_foo(imported).
wi_bar(imported).
