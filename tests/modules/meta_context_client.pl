% The module-context property with the probes in a module of the program's
% own, which user does not see (meta_context_driver.pl).
:- module(meta_context_client, [check_meta_context/2]).
:- include(meta_context_driver).
