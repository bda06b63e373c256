:- use_module(weak_import_mod).
wi_foo(local).
wi_foo(local2).
