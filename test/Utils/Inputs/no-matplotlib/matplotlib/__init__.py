raise ImportError("matplotlib hidden by the test")
