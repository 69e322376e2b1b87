"""The contract test's modules: validate_contract.py runs them, one module per area of checks.

jsonschema >= 4.18 deprecates RefResolver; 4.10 (Debian 12) has nothing else. Both work. The filter is
set here so that it holds before any module of the package imports jsonschema.
"""

import warnings

warnings.simplefilter("ignore", DeprecationWarning)
