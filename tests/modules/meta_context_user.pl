% The module-context property with the probes in module user
% (meta_context_driver.pl).
:- include(meta_context_driver).
