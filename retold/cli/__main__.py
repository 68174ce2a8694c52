import sys

from retold.cli import main

sys.exit(main())
