% A library found through file_search_path/2 or library_directory/1.
:- module(mylib, [twice/2]).
twice(X, Y) :- Y is 2 * X.
